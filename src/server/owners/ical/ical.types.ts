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

export interface IcalFeedView {
  id: number;
  channel: FeedChannel;
  label: string;
  url: string;
  host: string;
  created_at: string;
  last_synced_at: string | null;
  last_success_at: string | null;
  /** Why the last sync changed nothing: a fetch failure, unparsable or empty_feed; null after a success. */
  last_error: string | null;
  last_error_at: string | null;
  event_count: number;
  conflicts: FeedConflictView[];
}

export interface IcalChannels {
  /** The villa's secret export URL (made on first request). */
  export_url: string;
  feeds: IcalFeedView[];
}

export type SyncResultView =
  | { ok: true; events: number; added: number; moved: number; removed: number; conflicts: number; feed: IcalFeedView }
  | { ok: false; error: string; feed: IcalFeedView };
