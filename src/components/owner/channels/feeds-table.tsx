'use client';

import { useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { useApiAction } from '@/components/ui/use-api-action';
import { type ChannelsLabels, dangerButton, type FeedRowData, fill, secondaryButton } from './channels-ui';

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

const cellLabel = 'text-xs font-medium text-ink-soft xl:sr-only';
/** One column template for the header and every row (fixed widths, so they line up). */
const COLUMNS = 'xl:grid-cols-[7rem_minmax(0,1fr)_8.5rem_minmax(0,1fr)_4rem_minmax(0,1.2fr)_16rem]';

/**
 * The imported feeds, one row each (a card up to xl, a table row from xl up): channel, address,
 * last success, last error, events and conflicts, with "Sync now" and delete (after a confirmation).
 */
export function FeedsTable(props: {
  locale: Locale;
  propertyId: number;
  feeds: FeedRowData[];
  failures: Record<string, string>;
  labels: ChannelsLabels;
  /** The outcome of the last action on a feed, set by the add form too. */
  notes: Record<number, { text: string; error: boolean }>;
  onNote: (feedId: number, note: { text: string; error: boolean }) => void;
}) {
  const { labels } = props;
  if (props.feeds.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-sm text-ink-soft" data-testid="ical-feeds-empty">
        {labels.empty}
      </p>
    );
  return (
    <div className="grid gap-2" data-testid="ical-feeds">
      <div
        className={`hidden gap-3 border border-transparent px-3 text-xs font-medium text-ink-soft xl:grid ${COLUMNS}`}
        aria-hidden="true"
      >
        <span>{labels.channel}</span>
        <span>{labels.address}</span>
        <span>{labels.lastSuccess}</span>
        <span>{labels.lastError}</span>
        <span>{labels.events}</span>
        <span>{labels.conflicts}</span>
        <span className="text-right">{labels.actions}</span>
      </div>
      <ul className="grid gap-2">
        {props.feeds.map((feed) => (
          <FeedRow key={feed.id} {...props} feed={feed} note={props.notes[feed.id]} />
        ))}
      </ul>
    </div>
  );
}

function FeedRow(props: {
  locale: Locale;
  propertyId: number;
  feed: FeedRowData;
  failures: Record<string, string>;
  labels: ChannelsLabels;
  note: { text: string; error: boolean } | undefined;
  onNote: (feedId: number, note: { text: string; error: boolean }) => void;
}) {
  const { feed, labels } = props;
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useApiAction({ locale: props.locale, network: labels.network, refresh: true });
  const base = `/v1/owner/properties/${props.propertyId}/ical-feeds/${feed.id}`;

  async function syncNow() {
    const out = await run<SyncAnswer>(`${base}/sync`);
    if (out.ok) props.onNote(feed.id, { text: syncSentence(out.data, labels, props.failures), error: !out.data.ok });
    else props.onNote(feed.id, { text: out.message, error: true });
  }
  async function remove() {
    const out = await run(base, { method: 'DELETE' });
    setConfirming(false);
    if (!out.ok) props.onNote(feed.id, { text: out.message, error: true });
  }

  return (
    <li className="grid gap-2 rounded-xl border border-line bg-white p-3 text-sm" data-testid="ical-feed" data-feed-id={feed.id}>
      <div className={`grid grid-cols-2 gap-x-3 gap-y-2 md:grid-cols-4 xl:items-start ${COLUMNS}`}>
        <div>
          <span className={cellLabel}>{labels.channel}</span>
          <p className="font-semibold">{feed.channel}</p>
          {feed.label ? <p className="text-xs break-words text-ink-soft">{feed.label}</p> : null}
        </div>
        <div className="min-w-0">
          <span className={cellLabel}>{labels.address}</span>
          <p className="font-mono text-xs break-all" data-testid="ical-feed-host">
            {feed.host}
          </p>
        </div>
        <div>
          <span className={cellLabel}>{labels.lastSuccess}</span>
          <p data-testid="ical-feed-success">{feed.lastSuccess ?? labels.never}</p>
        </div>
        <div className="min-w-0">
          <span className={cellLabel}>{labels.lastError}</span>
          {feed.lastError ? (
            <p className="break-words text-danger" data-testid="ical-feed-error">
              {feed.lastError}
              {feed.lastErrorAt ? <span className="block text-xs text-ink-soft">{feed.lastErrorAt}</span> : null}
            </p>
          ) : (
            <p data-testid="ical-feed-error">{labels.none}</p>
          )}
        </div>
        <div>
          <span className={cellLabel}>{labels.events}</span>
          <p className="tabular-nums" data-testid="ical-feed-events">
            {feed.events}
          </p>
        </div>
        <div className="col-span-2 min-w-0 xl:col-span-1">
          <span className={cellLabel}>{labels.conflicts}</span>
          {feed.conflicts.length === 0 ? (
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
          )}
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 xl:col-span-1 xl:justify-end">
          <button type="button" onClick={syncNow} disabled={busy} className={secondaryButton} data-testid="ical-feed-sync">
            {busy && !confirming ? labels.syncing : labels.syncNow}
          </button>
          {confirming ? null : (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              disabled={busy}
              className={secondaryButton}
              data-testid="ical-feed-delete"
            >
              {labels.delete}
            </button>
          )}
        </div>
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label={labels.delete} className="grid gap-2 rounded-lg bg-danger-soft p-3">
          <p>{fill(labels.deleteConfirm, { host: feed.host })}</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={remove} disabled={busy} className={dangerButton} data-testid="ical-feed-delete-yes">
              {labels.deleteYes}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              {labels.cancel}
            </button>
          </div>
        </div>
      ) : null}
      <p
        role="status"
        className={`text-sm ${props.note?.error ? 'text-danger' : 'text-ink-soft'} ${props.note ? '' : 'sr-only'}`}
        data-testid="ical-feed-note"
      >
        {props.note?.text ?? ''}
      </p>
    </li>
  );
}
