import { parseInput } from '@/server/core/validation';
import { addFeedSchema } from '@/server/owners/ical/ical.schema';
import { addIcalFeed, getIcalChannels } from '@/server/owners/ical/ical-feeds.service';
import { requireOwnerWork } from '@/server/owners/owner-scope';
import { recordRead, recordWrite } from '@/server/http/record-route';

export const dynamic = 'force-dynamic';

// GET /v1/owner/properties/{id}/ical-feeds – the villa's export URL and imported feeds
export const GET = recordRead(Number, getIcalChannels, { allow: requireOwnerWork });

// POST /v1/owner/properties/{id}/ical-feeds – import a channel's calendar (URL checked: http(s), outside our network)
export const POST = recordWrite(Number, (body) => parseInput(addFeedSchema, body), addIcalFeed, { allow: requireOwnerWork, status: 201 });
