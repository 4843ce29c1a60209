'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { QueuedLink } from '@/components/system/queued-link';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { QueueRow } from '@/server/concierge/queue.types';
import { useRowKeys } from './use-row-keys';
import { AssignDialog, DeclineDialog, type DialogLabels, fill, type Post } from './queue-dialogs';

/** A row with its words already formatted on the server (dates, hold, status) in the page's language. */
export interface QueueItem {
  row: QueueRow;
  stay: string;
  guests: string;
  activity: string;
  hold: string | null;
  status: string;
}

export interface QueueTableLabels extends DialogLabels {
  caption: string;
  columns: Record<'select' | 'reference' | 'guest' | 'villa' | 'stay' | 'status' | 'assigned' | 'activity' | 'actions', string>;
  select: string;
  selectAll: string;
  open: string;
  unassigned: string;
  confirm: string;
  decline: string;
  assign: string;
  confirmed: string;
  declined: string;
  assignedDone: string;
  selected: string;
  bulk: string;
  clear: string;
}

type Dialog = { kind: 'decline'; item: QueueItem } | { kind: 'assign'; ids: number[] } | null;

const chip =
  'min-h-9 rounded-full px-3 text-xs font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60';
const cell = 'px-3 py-2 align-top';

/**
 * The queue's table: selection for bulk assignment, the row actions, and the keyboard (j/k move
 * the focus between rows, Enter opens the focused trip, x selects it).
 */
export function QueueTable({ locale, items, labels }: { locale: Locale; items: QueueItem[]; labels: QueueTableLabels }) {
  const router = useRouter();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  // Says the table answers keys and clicks now (tests wait for it rather than for a timeout).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const post: Post = useCallback(
    async (path, json) => {
      try {
        await apiFetch(locale, path, { method: 'POST', body: { json }, networkError: labels.network });
        router.refresh();
        return { ok: true };
      } catch (err) {
        const failure = toApiError(err, labels.network);
        return { ok: false, message: failure.message, fields: failure.fields };
      }
    },
    [locale, labels.network, router],
  );

  const toggle = useCallback((id: number) => {
    setSelected((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const { active, setActive } = useRowKeys({
    count: items.length,
    rows,
    paused: dialog !== null,
    onToggle: (index) => {
      const item = items[index];
      if (item) toggle(item.row.id);
    },
    onOpen: (index) => {
      const item = items[index];
      if (item) router.push(localizeHref(locale, `/concierges/trip-${item.row.id}`));
    },
  });

  async function confirm(item: QueueItem) {
    setBusy(item.row.id);
    setError(null);
    setNotice(null);
    const out = await post(`/v1/concierge/reservations/${item.row.id}/confirm`, {});
    setBusy(null);
    if (out.ok) setNotice(labels.confirmed);
    else setError(out.message);
  }

  const closeDialog = (done: string | null) => {
    if (done) {
      setNotice(done);
      setError(null);
    }
    setDialog(null);
  };
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.row.id));

  return (
    <div className="grid gap-3">
      <p aria-live="polite" className="min-h-5 text-sm" data-testid="queue-notice">
        {notice ? <span className="text-sea-deep">{notice}</span> : null}
        {error ? (
          <span role="alert" className="text-danger" data-testid="queue-error">
            {error}
          </span>
        ) : null}
      </p>
      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white px-3 py-2" data-testid="bulk-bar">
          <span className="text-sm font-medium" data-testid="bulk-count">
            {fill(labels.selected, { count: selected.size })}
          </span>
          <button
            type="button"
            className={`${chip} bg-ink text-white`}
            data-testid="bulk-assign"
            onClick={() => setDialog({ kind: 'assign', ids: [...selected] })}
          >
            {labels.bulk}
          </button>
          <button type="button" className={`${chip} border border-line`} onClick={() => setSelected(new Set())}>
            {labels.clear}
          </button>
        </div>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table
          className="w-full min-w-[62rem] border-collapse text-left text-sm"
          data-testid="queue-table"
          data-ready={ready ? 'true' : undefined}
        >
          <caption className="sr-only">{labels.caption}</caption>
          <thead>
            <tr className="border-b border-line text-xs text-ink-soft">
              <th scope="col" className={`${cell} sticky left-0 z-10 bg-white`}>
                <span className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    aria-label={labels.selectAll}
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.row.id)))}
                    data-testid="select-all"
                    className="size-4 accent-sea-deep"
                  />
                  {labels.columns.reference}
                </span>
              </th>
              {(['guest', 'villa', 'stay', 'status', 'assigned', 'activity', 'actions'] as const).map((key) => (
                <th key={key} scope="col" className={cell}>
                  {labels.columns[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const { row } = item;
              const isActive = index === active;
              return (
                <tr
                  key={row.id}
                  ref={(el) => {
                    rows.current[index] = el;
                  }}
                  tabIndex={isActive || (active < 0 && index === 0) ? 0 : -1}
                  onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                  data-testid="queue-row"
                  data-id={row.id}
                  data-status={row.status}
                  data-number={row.confirmation_number}
                  data-active={isActive ? 'true' : undefined}
                  className="group border-b border-line/60 last:border-0 focus:outline-none data-[active=true]:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold"
                >
                  <td className={`${cell} sticky left-0 z-10 bg-white group-data-[active=true]:bg-sand`}>
                    <span className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        aria-label={fill(labels.select, { number: row.confirmation_number })}
                        checked={selected.has(row.id)}
                        onChange={() => toggle(row.id)}
                        data-testid="row-select"
                        className="mt-0.5 size-4 accent-sea-deep"
                      />
                      <QueuedLink
                        href={`/concierges/trip-${row.id}`}
                        aria-label={fill(labels.open, { number: row.confirmation_number })}
                        className="font-mono font-semibold tracking-wider text-sea-deep underline-offset-2 hover:underline"
                        data-testid="row-link"
                      >
                        {row.confirmation_number}
                      </QueuedLink>
                    </span>
                  </td>
                  <td className={cell}>
                    <span className="block font-medium">{row.guest.name}</span>
                    <span className="block text-xs text-ink-soft">{item.guests}</span>
                  </td>
                  <td className={cell}>
                    <span className="block">{row.property.name}</span>
                    <span className="block text-xs text-ink-soft">{row.property.destination}</span>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>{item.stay}</td>
                  <td className={cell}>
                    <span className="block font-medium">{item.status}</span>
                    {item.hold ? (
                      <span className="block text-xs text-amber-800" data-testid="row-hold">
                        {item.hold}
                      </span>
                    ) : null}
                  </td>
                  <td className={cell} data-testid="row-assigned" data-assigned-id={row.assigned?.id ?? ''}>
                    {row.assigned?.name ?? <span className="text-ink-soft">{labels.unassigned}</span>}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-ink-soft`}>{item.activity}</td>
                  <td className={cell}>
                    <span className="flex flex-wrap gap-1.5">
                      {row.status === 'requested' ? (
                        <>
                          <button
                            type="button"
                            disabled={busy === row.id}
                            className={`${chip} bg-sea-deep text-white`}
                            data-testid="row-confirm"
                            onClick={() => confirm(item)}
                          >
                            {busy === row.id ? labels.working : labels.confirm}
                          </button>
                          <button
                            type="button"
                            className={`${chip} border border-danger text-danger`}
                            data-testid="row-decline"
                            onClick={() => setDialog({ kind: 'decline', item })}
                          >
                            {labels.decline}
                          </button>
                        </>
                      ) : null}
                      <button
                        type="button"
                        className={`${chip} border border-line`}
                        data-testid="row-assign"
                        onClick={() => setDialog({ kind: 'assign', ids: [row.id] })}
                      >
                        {labels.assign}
                      </button>
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {dialog?.kind === 'decline' ? (
        <DeclineDialog
          id={dialog.item.row.id}
          number={dialog.item.row.confirmation_number}
          labels={labels}
          post={async (path, json) => {
            const out = await post(path, json);
            if (out.ok) closeDialog(labels.declined);
            return out;
          }}
          onClose={() => closeDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignDialog
          locale={locale}
          ids={dialog.ids}
          labels={labels}
          post={async (path, json) => {
            const out = await post(path, json);
            if (out.ok) {
              setSelected(new Set());
              closeDialog(labels.assignedDone);
            }
            return out;
          }}
          onClose={() => closeDialog(null)}
        />
      ) : null}
    </div>
  );
}
