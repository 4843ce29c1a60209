'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/components/ui/client-text';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmModal } from '@/components/ui/modal';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { ChannelsLabels, FeedRowData } from './channels-ui';

export interface SyncAnswer {
  ok: boolean;
  error?: string;
  events?: number;
  added?: number;
  moved?: number;
  removed?: number;
  conflicts?: number;
}

/** The sentence for a sync's outcome. */
export function syncSentence(out: SyncAnswer, labels: ChannelsLabels, failures: Record<string, string>): string {
  if (!out.ok) return fill(labels.syncFailed, { error: failures[out.error ?? ''] ?? out.error ?? '' });
  return fill(labels.synced, {
    events: out.events ?? 0,
    added: out.added ?? 0,
    moved: out.moved ?? 0,
    removed: out.removed ?? 0,
    conflicts: out.conflicts ?? 0,
  });
}

type Note = { text: string; error: boolean };

interface FeedsProps {
  locale: Locale;
  propertyId: number;
  feeds: FeedRowData[];
  failures: Record<string, string>;
  labels: ChannelsLabels;
  /** The outcome of the last action on a feed, set by the add form too. */
  notes: Record<number, Note>;
  onNote: (feedId: number, note: Note) => void;
}

/**
 * The imported feeds, one row each (a card below md, a table row from md up): channel, address,
 * last success, last error, events and conflicts, with "Sync now" and delete (after a confirmation).
 */
export function FeedsTable(props: FeedsProps) {
  const { labels } = props;
  if (props.feeds.length === 0) return <EmptyState variant="inline" text={labels.empty} testId="ical-feeds-empty" />;
  const columns: Column<FeedRowData>[] = [
    {
      key: 'channel',
      header: labels.channel,
      primary: true,
      cell: (feed) => (
        <>
          <p className="font-semibold">{feed.channel}</p>
          {feed.label ? <p className="text-xs break-words text-ink-soft">{feed.label}</p> : null}
        </>
      ),
    },
    {
      key: 'address',
      header: labels.address,
      cell: (feed) => (
        <p className="font-mono text-xs break-all" data-testid="ical-feed-host">
          {feed.host}
        </p>
      ),
    },
    {
      key: 'success',
      header: labels.lastSuccess,
      cell: (feed) => <p data-testid="ical-feed-success">{feed.lastSuccess ?? labels.never}</p>,
    },
    {
      key: 'error',
      header: labels.lastError,
      cell: (feed) =>
        feed.lastError ? (
          <p className="break-words text-danger" data-testid="ical-feed-error">
            {feed.lastError}
            {feed.lastErrorAt ? <span className="block text-xs text-ink-soft">{feed.lastErrorAt}</span> : null}
          </p>
        ) : (
          <p data-testid="ical-feed-error">{labels.none}</p>
        ),
    },
    {
      key: 'events',
      header: labels.events,
      align: 'end',
      cell: (feed) => <p data-testid="ical-feed-events">{feed.events}</p>,
    },
    {
      key: 'conflicts',
      header: labels.conflicts,
      className: 'col-span-2',
      cell: (feed) =>
        feed.conflicts.length === 0 ? (
          <p data-testid="ical-feed-conflicts">{labels.none}</p>
        ) : (
          <div data-testid="ical-feed-conflicts" className="text-danger">
            <ul className="grid gap-1">
              {feed.conflicts.map((c) => (
                <li key={c} className="break-words">
                  {c}
                </li>
              ))}
            </ul>
            <p className="mt-1 text-xs text-ink-soft">{labels.conflictHelp}</p>
          </div>
        ),
    },
  ];
  return (
    <DataTable
      rows={props.feeds}
      columns={columns}
      rowKey={(feed) => feed.id}
      label={labels.feedsTitle}
      rowProps={(feed) => ({ 'data-testid': 'ical-feed', 'data-feed-id': feed.id })}
      actionsHeader={labels.actions}
      actions={(feed) => <FeedActions {...props} feed={feed} note={props.notes[feed.id]} />}
      minWidthClass="md:min-w-[56rem]"
      testId="ical-feeds"
    />
  );
}

/** A feed's "Sync now" and delete (confirmed in a dialog), with the outcome of the last one. */
function FeedActions(props: Omit<FeedsProps, 'feeds' | 'notes'> & { feed: FeedRowData; note: Note | undefined }) {
  const { feed, labels } = props;
  const [confirming, setConfirming] = useState(false);
  const sync = useApiAction({ locale: props.locale, network: labels.network, refresh: true });
  const remove = useApiAction({ locale: props.locale, network: labels.network, refresh: true });
  const base = `/v1/owner/properties/${props.propertyId}/ical-feeds/${feed.id}`;

  async function syncNow() {
    const out = await sync.run<SyncAnswer>(`${base}/sync`);
    if (out.ok) props.onNote(feed.id, { text: syncSentence(out.data, labels, props.failures), error: !out.data.ok });
    else props.onNote(feed.id, { text: out.message, error: true });
  }
  async function confirmDelete() {
    const out = await remove.run(base, { method: 'DELETE' });
    setConfirming(false);
    if (!out.ok) props.onNote(feed.id, { text: out.message, error: true });
  }

  const busy = sync.busy || remove.busy;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2 md:justify-end">
        <Button
          variant="secondary"
          size="sm"
          isDisabled={busy}
          busy={sync.busy}
          busyLabel={labels.syncing}
          onPress={syncNow}
          data-testid="ical-feed-sync"
        >
          {labels.syncNow}
        </Button>
        <Button variant="danger-outline" size="sm" isDisabled={busy} onPress={() => setConfirming(true)} data-testid="ical-feed-delete">
          {labels.delete}
        </Button>
      </div>
      {confirming ? (
        <ConfirmModal
          title={labels.delete}
          text={fill(labels.deleteConfirm, { host: feed.host })}
          cancel={labels.cancel}
          onClose={() => setConfirming(false)}
          testId="ical-feed-delete-dialog"
        >
          <Button variant="danger" busy={remove.busy} onPress={confirmDelete} data-testid="ical-feed-delete-yes">
            {labels.deleteYes}
          </Button>
        </ConfirmModal>
      ) : null}
      <p
        role="status"
        className={`text-sm ${props.note?.error ? 'text-danger' : 'text-ink-soft'} ${props.note ? '' : 'sr-only'}`}
        data-testid="ical-feed-note"
      >
        {props.note?.text ?? ''}
      </p>
    </div>
  );
}
