import { z } from 'zod';
import { nameText } from '../../core/text';
import { FEED_CHANNELS } from './ical.types';

/** POST /v1/owner/properties/{id}/ical-feeds: the feed's channel, its URL and an optional label. */
export const addFeedSchema = z.strictObject({
  channel: z.enum(FEED_CHANNELS),
  url: z.string().trim().min(1).max(2000),
  label: nameText(80, { min: 0 }).optional(),
});
export type AddFeedInput = z.infer<typeof addFeedSchema>;

export const feedParams = z.object({
  id: z.string().describe('The villa id.'),
  feedId: z.string().describe('The feed id.'),
});
