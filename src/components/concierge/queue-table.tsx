'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { QueueRow } from '@/server/concierge/queue.types';
import { useRowKeys } from './use-row-keys';
import { AssignDialog, DeclineDialog } from './queue-dialogs';

/** A row with its words already formatted on the server (dates, hold, status) in the page's language. */
export interface QueueItem {
  row: QueueRow;
  stay: string;
  guests: string;
  activity: string;
  hold: string | null;
  status: string;
}

type Dialog = { kind: 'decline'; item: QueueItem } | { kind: 'assign'; ids: number[] } | null;

const checkbox = 'size-4 accent-sea-deep';

/**
 * The queue's table: selection for bulk assignment, the row actions, and the keyboard (j/k move
 * the focus between rows, Enter opens the focused trip, x selects it).
 */
export function QueueTable({ locale, items }: { locale: Locale; items: QueueItem[] }) {
  const router = useRouter();
  const [q, c, r, a, g] = [
    useTranslations('desk.queue'),
    useTranslations('desk.columns'),
    useTranslations('desk.row'),
    useTranslations('desk.actions'),
    useTranslations('desk.assign'),
  ];
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const confirmCall = useApiAction({ locale, network: a('network'), refresh: true });
  // The row being confirmed (its button shows the call's busy state) and the last dialog's outcome.
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  // Says the table answers keys and clicks now (tests wait for it rather than for a timeout).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

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

  function confirm(item: QueueItem) {
    setConfirming(item.row.id);
    setNotice(null);
    void confirmCall.run(`/v1/concierge/reservations/${item.row.id}/confirm`, { json: {}, notice: a('confirmed') });
  }

  const finish = (done: string) => {
    confirmCall.reset();
    setNotice(done);
    setDialog(null);
  };
  const allSelected = items.length > 0 && items.every((i) => selected.has(i.row.id));
  const shownNotice = notice ?? confirmCall.notice;

  const columns: Column<QueueItem>[] = [
    {
      key: 'reference',
      primary: true,
      header: (
        <span className="flex items-center gap-2">
          <input
            type="checkbox"
            aria-label={r('selectAll')}
            checked={allSelected}
            onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((i) => i.row.id)))}
            data-testid="select-all"
            className={checkbox}
          />
          {c('reference')}
        </span>
      ),
      cell: ({ row }) => (
        <span className="flex items-start gap-2">
          <input
            type="checkbox"
            aria-label={r('select', { number: row.confirmation_number })}
            checked={selected.has(row.id)}
            onChange={() => toggle(row.id)}
            data-testid="row-select"
            className={`mt-0.5 ${checkbox}`}
          />
          <QueuedLink
            href={`/concierges/trip-${row.id}`}
            aria-label={r('open', { number: row.confirmation_number })}
            className="font-mono font-semibold tracking-wider text-sea-deep underline-offset-2 hover:underline"
            data-testid="row-link"
          >
            {row.confirmation_number}
          </QueuedLink>
        </span>
      ),
    },
    {
      key: 'guest',
      header: c('guest'),
      cell: (item) => (
        <>
          <span className="block font-medium">{item.row.guest.name}</span>
          <span className="block text-xs text-ink-soft">{item.guests}</span>
        </>
      ),
    },
    {
      key: 'villa',
      header: c('villa'),
      cell: ({ row }) => (
        <>
          <span className="block">{row.property.name}</span>
          <span className="block text-xs text-ink-soft">{row.property.destination}</span>
        </>
      ),
    },
    { key: 'stay', header: c('stay'), className: 'md:whitespace-nowrap', cell: (item) => item.stay },
    {
      key: 'status',
      header: c('status'),
      cell: (item) => (
        <>
          <span className="block font-medium">{item.status}</span>
          {item.hold ? (
            <span className="block text-xs text-amber-800" data-testid="row-hold">
              {item.hold}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'assigned',
      header: c('assigned'),
      cell: ({ row }) => (
        <span data-testid="row-assigned" data-assigned-id={row.assigned?.id ?? ''}>
          {row.assigned?.name ?? <span className="text-ink-soft">{r('unassigned')}</span>}
        </span>
      ),
    },
    { key: 'activity', header: c('activity'), className: 'text-ink-soft md:whitespace-nowrap', cell: (item) => item.activity },
  ];

  return (
    <div className="grid gap-3">
      <p aria-live="polite" className="min-h-5 text-sm" data-testid="queue-notice">
        {shownNotice ? <span className="text-sea-deep">{shownNotice}</span> : null}
        {confirmCall.error ? (
          <span role="alert" className="text-danger" data-testid="queue-error">
            {confirmCall.error}
          </span>
        ) : null}
      </p>
      {selected.size > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl border border-line bg-white px-3 py-2" data-testid="bulk-bar">
          <span className="text-sm font-medium" data-testid="bulk-count">
            {g('selected', { count: selected.size })}
          </span>
          <Button size="sm" data-testid="bulk-assign" onPress={() => setDialog({ kind: 'assign', ids: [...selected] })}>
            {g('bulk')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setSelected(new Set())}>
            {g('clear')}
          </Button>
        </div>
      ) : null}
      <div data-testid="queue-table" data-ready={ready ? 'true' : undefined}>
        <DataTable
          rows={items}
          columns={columns}
          rowKey={(item) => item.row.id}
          label={q('caption')}
          minWidthClass="md:min-w-[62rem]"
          actionsHeader={c('actions')}
          rowProps={({ row }, index) => ({
            ref: (el: HTMLTableRowElement | null) => {
              rows.current[index] = el;
            },
            tabIndex: index === active || (active < 0 && index === 0) ? 0 : -1,
            onFocus: (e) => {
              if (e.target === e.currentTarget) setActive(index);
            },
            'data-testid': 'queue-row',
            'data-id': row.id,
            'data-status': row.status,
            'data-number': row.confirmation_number,
            'data-active': index === active ? 'true' : undefined,
            className:
              'group focus:outline-none data-[active=true]:bg-sand focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold',
          })}
          actions={(item) => {
            const { row } = item;
            return (
              <span className="flex flex-wrap gap-1.5">
                {row.status === 'requested' ? (
                  <>
                    <Button
                      size="sm"
                      variant="accent"
                      busy={confirmCall.busy && confirming === row.id}
                      busyLabel={a('working')}
                      data-testid="row-confirm"
                      onPress={() => confirm(item)}
                    >
                      {a('confirm')}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger-outline"
                      data-testid="row-decline"
                      onPress={() => setDialog({ kind: 'decline', item })}
                    >
                      {a('decline')}
                    </Button>
                  </>
                ) : null}
                <Button size="sm" variant="secondary" data-testid="row-assign" onPress={() => setDialog({ kind: 'assign', ids: [row.id] })}>
                  {a('assign')}
                </Button>
              </span>
            );
          }}
        />
      </div>
      {dialog?.kind === 'decline' ? (
        <DeclineDialog
          locale={locale}
          id={dialog.item.row.id}
          number={dialog.item.row.confirmation_number}
          onDone={() => finish(a('declined'))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'assign' ? (
        <AssignDialog
          locale={locale}
          ids={dialog.ids}
          onDone={() => {
            setSelected(new Set());
            finish(a('assignedDone'));
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
