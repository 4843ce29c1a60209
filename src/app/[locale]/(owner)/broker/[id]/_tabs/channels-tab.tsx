import { getTranslations } from 'next-intl/server';
import { type ChannelsLabels, ChannelsPanel, type FeedRowData } from '@/components/owner/channels/channels-panel';
import { getIcalChannels } from '@/server/owners/ical/ical-feeds.service';
import { FEED_CHANNELS, SYNC_FAILURES } from '@/server/owners/ical/ical.types';
import type { ListingTabProps } from './tab-props';
import { TimesNote } from '@/components/ui/times-note';
import { formatWhen } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';

// The channels tab of /broker/{id}: the villa's secret export link and its imported iCal feeds.
export async function ChannelsTab({ ctx, property, locale }: ListingTabProps) {
  const [channels, t] = await Promise.all([getIcalChannels(ctx, property.id), getTranslations('ownerChannels')]);
  // When a feed synced is on the reader's clock (src/lib/time-format.ts), formatted here so the browser renders the same text.
  const reader = await readerTimeZone(property.timeZone);
  const when = { format: (at: Date) => formatWhen(locale, at, reader.zone) };
  const failure = (code: string | null) =>
    code === null
      ? null
      : (SYNC_FAILURES as readonly string[]).includes(code)
        ? t(`failures.${code as (typeof SYNC_FAILURES)[number]}`)
        : code;
  const feeds: FeedRowData[] = channels.feeds.map((f) => ({
    id: f.id,
    channel: t(`channels.${f.channel}`),
    label: f.label,
    host: f.host,
    lastSuccess: f.last_success_at ? when.format(new Date(f.last_success_at)) : null,
    lastError: failure(f.last_error),
    lastErrorAt: f.last_error_at ? when.format(new Date(f.last_error_at)) : null,
    events: f.event_count,
    conflicts: f.conflicts.map((c) =>
      c.reservation_id === null
        ? t('feeds.conflictBlock', { start: c.start_date, end: c.end_date })
        : t('feeds.conflictReservation', { start: c.start_date, end: c.end_date, reservation: c.reservation_id }),
    ),
  }));
  const labels: ChannelsLabels = {
    exportTitle: t('export.title'),
    exportHelp: t('export.help'),
    exportLabel: t('export.label'),
    copy: t('export.copy'),
    copied: t('export.copied'),
    copyFailed: t('export.copyFailed'),
    rotate: t('export.rotate'),
    rotateConfirm: t('export.rotateConfirm'),
    rotateYes: t('export.rotateYes'),
    rotated: t('export.rotated'),
    feedsTitle: t('feeds.title'),
    feedsHelp: t('feeds.help'),
    empty: t('feeds.empty'),
    channel: t('feeds.channel'),
    address: t('feeds.address'),
    lastSuccess: t('feeds.lastSuccess'),
    lastError: t('feeds.lastError'),
    events: t('feeds.events'),
    conflicts: t('feeds.conflicts'),
    conflictHelp: t('feeds.conflictHelp'),
    actions: t('feeds.actions'),
    never: t('feeds.never'),
    none: t('feeds.none'),
    syncNow: t('feeds.syncNow'),
    syncing: t('feeds.syncing'),
    delete: t('feeds.delete'),
    deleteConfirm: t.raw('feeds.deleteConfirm') as string,
    deleteYes: t('feeds.deleteYes'),
    deleted: t('feeds.deleted'),
    synced: t.raw('feeds.synced') as string,
    syncFailed: t.raw('feeds.syncFailed') as string,
    addTitle: t('add.title'),
    addChannel: t('add.channel'),
    addUrl: t('add.url'),
    addUrlHint: t('add.urlHint'),
    addLabel: t('add.label'),
    addSubmit: t('add.submit'),
    adding: t('add.adding'),
    added: t('add.added'),
    cancel: t('cancel'),
    network: t('network'),
  };
  const failures = Object.fromEntries(SYNC_FAILURES.map((code) => [code, t(`failures.${code}`)]));
  const channelOptions = FEED_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) }));
  return (
    <>
      <ChannelsPanel
        locale={locale}
        propertyId={property.id}
        exportUrl={channels.export_url}
        feeds={feeds}
        channels={channelOptions}
        failures={failures}
        labels={labels}
      />
      <TimesNote locale={locale} reader={reader} className="mt-4 text-xs text-ink-soft" />
    </>
  );
}
