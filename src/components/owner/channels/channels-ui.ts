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

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export const input =
  'mt-1 block min-h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
export const primaryButton =
  'min-h-10 rounded-full bg-ink px-4 text-sm font-semibold text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
export const secondaryButton =
  'min-h-10 rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink transition hover:bg-sand focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
export const dangerButton =
  'min-h-10 rounded-full bg-danger px-4 text-sm font-semibold text-white transition hover:opacity-90 focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
