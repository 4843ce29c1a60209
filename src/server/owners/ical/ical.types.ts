import type { z } from 'zod';
import type { channelsSchema, feedSchema, syncSchema } from './ical.openapi';
/** The owner portal's iCal channels as the API and the channels tab see them (issue 15). */

export const FEED_CHANNELS = ['airbnb', 'vrbo', 'booking', 'other'] as const;
export type FeedChannel = (typeof FEED_CHANNELS)[number];

/** Why a sync changed nothing (ical_feeds.last_error): a fetch failure, a text that is no calendar, or an empty calendar. */
export const SYNC_FAILURES = [
  'invalid_url',
  'forbidden_address',
  'unresolvable',
  'too_many_redirects',
  'too_large',
  'timeout',
  'http_status',
  'network',
  'too_complex',
  'unparsable',
  'empty_feed',
] as const;
export type SyncFailure = (typeof SYNC_FAILURES)[number];

export interface FeedConflictView {
  uid: string;
  start_date: string;
  end_date: string;
  summary: string;
  reservation_id: number | null;
}

export type IcalFeedView = z.infer<typeof feedSchema>;

export type IcalChannels = z.infer<typeof channelsSchema>;

export type SyncResultView = z.infer<typeof syncSchema>;
