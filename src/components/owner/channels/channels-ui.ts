'use client';

/** The channels tab's words, translated on the server (ownerChannels.*); `{name}` placeholders are filled here. */
export type ChannelsLabels = Record<
  | 'exportTitle'
  | 'exportHelp'
  | 'exportLabel'
  | 'copy'
  | 'copied'
  | 'copyFailed'
  | 'rotate'
  | 'rotateConfirm'
  | 'rotateYes'
  | 'rotated'
  | 'feedsTitle'
  | 'feedsHelp'
  | 'empty'
  | 'channel'
  | 'address'
  | 'lastSuccess'
  | 'lastError'
  | 'events'
  | 'conflicts'
  | 'conflictHelp'
  | 'actions'
  | 'never'
  | 'none'
  | 'syncNow'
  | 'syncing'
  | 'delete'
  | 'deleteConfirm'
  | 'deleteYes'
  | 'deleted'
  | 'synced'
  | 'syncFailed'
  | 'addTitle'
  | 'addChannel'
  | 'addUrl'
  | 'addUrlHint'
  | 'addLabel'
  | 'addSubmit'
  | 'adding'
  | 'added'
  | 'cancel'
  | 'network',
  string
>;

/** One imported feed as the table shows it (times already formatted in the villa's time zone). */
export interface FeedRowData {
  id: number;
  channel: string;
  label: string;
  host: string;
  lastSuccess: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
  events: number;
  conflicts: string[];
}
