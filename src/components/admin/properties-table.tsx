'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import type { AdminAccountRef, AdminPropertyPage, AdminPropertyRow } from '@/server/admin/properties/properties.types';

type M = Messages['adminProperties'];
type Outcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };
type Send = (method: 'POST' | 'PATCH', path: string, json?: unknown) => Promise<Outcome>;

/** `{name}`-style placeholders filled in the browser. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const button =
  'inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
const field =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';
const BADGE: Record<AdminPropertyRow['review_state'], string> = {
  submitted: 'bg-gold/20 text-ink border-gold',
  returned: 'bg-danger/10 text-danger border-danger/40',
  draft: 'bg-white text-ink-soft border-line',
  published: 'bg-sea-deep text-white border-sea-deep',
};

/** A modal dialog (the platform's own: focus is trapped, Escape closes it) open while mounted. */
function Modal({ title, testId, onClose, children }: { title: string; testId: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      data-testid={testId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(34rem,calc(100vw-1.5rem))] overflow-y-auto rounded-2xl border border-line bg-white p-5 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={id} className="font-serif text-xl break-words">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

function ErrorLine({ message, testId = 'dialog-error' }: { message: string | null; testId?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-danger" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

/** The note is required; the owner reads it on the listing and in a mail. */
function ReturnDialog({ row, m, send, onClose }: { row: AdminPropertyRow; m: M; send: Send; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const note = String(new FormData(e.currentTarget).get('note') ?? '');
    const out = await send('POST', `/v1/admin/properties/${row.id}/return`, { note });
    setBusy(false);
    if (out.ok) onClose();
    else setError(out.fields.note ?? out.message);
  }
  return (
    <Modal title={fill(m.dialog.returnTitle, { name: row.name })} testId="return-dialog" onClose={onClose}>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        <label className="text-sm font-medium">
          {m.dialog.returnNote}
          <textarea
            name="note"
            required
            maxLength={2000}
            rows={5}
            className={field}
            data-testid="return-note"
            aria-describedby="return-hint"
          />
        </label>
        <p id="return-hint" className="text-xs text-ink-soft">
          {fill(m.dialog.returnHint, { locale: m.languages[row.owner_locale === 'es' ? 'es' : 'en'] })}
        </p>
        <ErrorLine message={error} />
        <div className="flex justify-end gap-2">
          <button type="button" className={`${button} border border-line`} onClick={onClose}>
            {m.dialog.cancel}
          </button>
          <button type="submit" disabled={busy} className={`${button} bg-danger text-white`} data-testid="return-submit">
            {busy ? m.dialog.working : m.dialog.returnSubmit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const numberOr = (raw: FormDataEntryValue | null): number | null => {
  const text = String(raw ?? '').trim();
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** Owner, broker, commission and terms in one save; a transfer and unpublishing as their own actions. */
function EditDialog(props: { row: AdminPropertyRow; owners: AdminAccountRef[]; locale: Locale; m: M; send: Send; onClose: () => void }) {
  const { row, owners, m, send, onClose } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const broker = row.brokers[0]?.id ?? null;

  async function run(method: 'PATCH', json: Record<string, unknown>) {
    if (Object.keys(json).length === 0) return onClose();
    setBusy(true);
    const out = await send(method, `/v1/admin/properties/${row.id}`, json);
    setBusy(false);
    if (out.ok) onClose();
    else {
      setError(out.message);
      setFields(out.fields);
    }
  }

  function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const json: Record<string, unknown> = {};
    const owner = Number(form.get('owner_id'));
    if (owner && owner !== row.owner?.id) json.owner_id = owner;
    const brokerRaw = String(form.get('broker_id') ?? '');
    const nextBroker = brokerRaw === '' ? null : Number(brokerRaw);
    if (nextBroker !== broker) json.broker_id = nextBroker;
    const commission = numberOr(form.get('commission'));
    if (commission !== null && Math.round(commission * 100) !== row.commission_bps) json.commission_bps = Math.round(commission * 100);
    const deposit = numberOr(form.get('deposit_percent'));
    if (deposit !== null && deposit !== row.deposit_percent) json.deposit_percent = deposit;
    const days = numberOr(form.get('balance_due_days'));
    if (days !== null && days !== row.balance_due_days) json.balance_due_days = days;
    const security = numberOr(form.get('security'));
    if (security !== null && Math.round(security * 100) !== row.security_deposit_cents)
      json.security_deposit_cents = Math.round(security * 100);
    void run('PATCH', json);
  }

  function transfer(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void run('PATCH', { transfer: { owner_id: Number(form.get('transfer_owner')), from_date: String(form.get('from_date') ?? '') } });
  }

  const fieldError = (...names: string[]) => {
    const found = names.map((n) => fields[n]).find(Boolean);
    return found ? <span className="mt-1 block text-xs text-danger">{found}</span> : null;
  };
  const otherOwners = owners.filter((o) => o.id !== row.owner?.id);

  return (
    <Modal title={fill(m.dialog.editTitle, { name: row.name })} testId="edit-dialog" onClose={onClose}>
      <form onSubmit={save} className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="edit-form">
        <label className="text-sm font-medium sm:col-span-2">
          {m.dialog.owner}
          <select name="owner_id" defaultValue={row.owner?.id ?? ''} className={field} data-testid="edit-owner">
            {row.owner ? null : <option value="">{m.noOwner}</option>}
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} · {o.email}
              </option>
            ))}
          </select>
          {fieldError('owner_id')}
        </label>
        <label className="text-sm font-medium sm:col-span-2">
          {m.dialog.broker}
          <select name="broker_id" defaultValue={broker ?? ''} className={field} data-testid="edit-broker">
            <option value="">{m.noBroker}</option>
            {owners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} · {o.email}
              </option>
            ))}
          </select>
          {fieldError('broker_id')}
        </label>
        <label className="text-sm font-medium">
          {m.dialog.commission}
          <input
            name="commission"
            type="number"
            inputMode="decimal"
            step="0.01"
            min={0}
            max={50}
            defaultValue={row.commission_bps / 100}
            className={field}
            data-testid="edit-commission"
          />
          {fieldError('commission_bps')}
        </label>
        <label className="text-sm font-medium">
          {m.dialog.deposit}
          <input name="deposit_percent" type="number" step="1" min={0} max={100} defaultValue={row.deposit_percent} className={field} />
          {fieldError('deposit_percent')}
        </label>
        <label className="text-sm font-medium">
          {m.dialog.balanceDays}
          <input name="balance_due_days" type="number" step="1" min={0} max={365} defaultValue={row.balance_due_days} className={field} />
          {fieldError('balance_due_days')}
        </label>
        <label className="text-sm font-medium">
          {fill(m.dialog.security, { currency: row.currency })}
          <input name="security" type="number" step="0.01" min={0} defaultValue={row.security_deposit_cents / 100} className={field} />
          {fieldError('security_deposit_cents')}
        </label>
        <div className="sm:col-span-2">
          <ErrorLine message={error} />
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <button type="button" className={`${button} border border-line`} onClick={onClose}>
            {m.dialog.cancel}
          </button>
          <button type="submit" disabled={busy} className={`${button} bg-ink text-white`} data-testid="edit-save">
            {busy ? m.dialog.working : m.dialog.save}
          </button>
        </div>
      </form>
      <form onSubmit={transfer} className="mt-5 grid gap-3 border-t border-line pt-4 sm:grid-cols-2" data-testid="transfer-form">
        <h3 className="font-semibold sm:col-span-2">{m.dialog.transfer}</h3>
        <p className="text-xs text-ink-soft sm:col-span-2">{m.dialog.transferHint}</p>
        <label className="text-sm font-medium">
          {m.dialog.transferOwner}
          <select name="transfer_owner" required defaultValue="" className={field} data-testid="transfer-owner">
            <option value="" disabled>
              {m.dialog.transferNone}
            </option>
            {otherOwners.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} · {o.email}
              </option>
            ))}
          </select>
          {fieldError('transfer.owner_id', 'transfer')}
        </label>
        <label className="text-sm font-medium">
          {m.dialog.transferDate}
          <input name="from_date" type="date" required className={field} data-testid="transfer-date" />
          {fieldError('transfer.from_date')}
        </label>
        <div className="flex justify-end sm:col-span-2">
          <button type="submit" disabled={busy} className={`${button} border border-line`} data-testid="transfer-submit">
            {m.dialog.transferSubmit}
          </button>
        </div>
      </form>
      {row.status === 'published' ? (
        <div className="mt-5 grid gap-2 border-t border-line pt-4">
          <p className="text-xs text-ink-soft">{m.dialog.unpublishHint}</p>
          <div className="flex justify-end">
            <button
              type="button"
              disabled={busy}
              className={`${button} border border-danger text-danger`}
              onClick={() => void run('PATCH', { status: 'draft' })}
              data-testid="edit-unpublish"
            >
              {m.dialog.unpublish}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * The administration's properties: one dense row per villa (waiting for review first) with its
 * state, owner, broker, commission and terms; Publish and Return on the listings waiting, Edit and
 * History on each. Writes go through /v1/admin/properties and refresh the page's data.
 */
export function AdminPropertiesTable(props: {
  locale: Locale;
  page: AdminPropertyPage;
  owners: AdminAccountRef[];
  m: M;
  query: { q?: string; status?: string; owner?: number };
}) {
  const { locale, page, owners, m } = props;
  const router = useRouter();
  const [dialog, setDialog] = useState<{ kind: 'return' | 'edit'; row: AdminPropertyRow } | null>(null);
  const [rowError, setRowError] = useState<{ id: number; message: string } | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const send: Send = useCallback(
    async (method, path, json) => {
      try {
        await apiFetch(locale, path, { method, body: json === undefined ? undefined : { json }, networkError: m.dialog.network });
        router.refresh();
        return { ok: true };
      } catch (err) {
        const e = toApiError(err, m.dialog.network);
        return { ok: false, message: e.message, fields: e.fields };
      }
    },
    [locale, m.dialog.network, router],
  );

  async function publish(row: AdminPropertyRow) {
    setBusyId(row.id);
    setRowError(null);
    const out = await send('POST', `/v1/admin/properties/${row.id}/publish`);
    setBusyId(null);
    if (!out.ok) {
      const list = Object.values(out.fields);
      setRowError({ id: row.id, message: list.length ? `${out.message} ${list.join(' ')}` : out.message });
    }
  }

  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (props.query.q) params.set('q', props.query.q);
    if (props.query.status) params.set('status', props.query.status);
    if (props.query.owner) params.set('owner', String(props.query.owner));
    if (n > 1) params.set('page', String(n));
    const qs = params.toString();
    return `${localizeHref(locale, '/admin/properties')}${qs ? `?${qs}` : ''}`;
  };

  if (page.rows.length === 0) {
    return (
      <p
        className="rounded-xl border border-dashed border-line bg-white px-4 py-8 text-center text-ink-soft"
        data-testid="admin-properties-empty"
      >
        {m.empty}
      </p>
    );
  }

  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full min-w-[56rem] border-collapse text-sm" data-testid="admin-properties-table">
          <thead className="bg-sand text-left text-xs tracking-wide text-ink-soft uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                {m.columns.property}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.columns.status}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.columns.owner}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.columns.broker}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {m.columns.commission}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.columns.terms}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.columns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr
                key={row.id}
                className="border-t border-line align-top"
                data-testid="admin-property-row"
                data-id={row.id}
                data-state={row.review_state}
              >
                <td className="px-3 py-2">
                  <div className="font-medium break-words">
                    {row.status === 'published' ? (
                      <a
                        href={localizeHref(locale, `/property/${row.id}`)}
                        className="underline-offset-2 hover:underline"
                        title={m.publicPage}
                      >
                        {row.name}
                      </a>
                    ) : (
                      row.name
                    )}
                  </div>
                  <div className="text-xs text-ink-soft">
                    {row.state}, {row.country} ·{' '}
                    <a href={localizeHref(locale, `/broker/${row.id}`)} className="underline underline-offset-2">
                      {m.portal}
                    </a>
                  </div>
                  {row.review_note ? <p className="mt-1 max-w-xs text-xs break-words text-ink-soft italic">“{row.review_note}”</p> : null}
                </td>
                <td className="px-3 py-2">
                  <span
                    className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${BADGE[row.review_state]}`}
                    data-testid="admin-property-status"
                  >
                    {m.status[row.review_state]}
                  </span>
                  {row.status !== 'published' && row.publish_missing.length > 0 ? (
                    <p className="mt-1 max-w-[12rem] text-xs text-ink-soft">
                      {fill(m.missing, {
                        list: row.publish_missing.map((f) => m.missingItems[f as keyof M['missingItems']] ?? f).join(', '),
                      })}
                    </p>
                  ) : null}
                </td>
                <td className="px-3 py-2">
                  {row.owner ? (
                    <>
                      <div className="break-words">{row.owner.name}</div>
                      <div className="text-xs break-all text-ink-soft">{row.owner.email}</div>
                    </>
                  ) : (
                    <span className="text-ink-soft">{m.noOwner}</span>
                  )}
                </td>
                <td className="px-3 py-2">
                  {row.brokers.length ? row.brokers.map((b) => b.name).join(', ') : <span className="text-ink-soft">{m.noBroker}</span>}
                </td>
                <td className="px-3 py-2 text-right tabular-nums" data-testid="admin-property-commission">
                  {(row.commission_bps / 100).toLocaleString(locale, { maximumFractionDigits: 2 })} %
                </td>
                <td className="px-3 py-2 text-xs">
                  {fill(m.terms, {
                    deposit: row.deposit_percent,
                    days: row.balance_due_days,
                    security: formatMoney(locale, row.security_deposit_cents, row.currency),
                  })}
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap gap-1.5">
                    {row.status === 'submitted' ? (
                      <>
                        <button
                          type="button"
                          disabled={busyId === row.id}
                          className={`${button} bg-sea-deep text-white`}
                          onClick={() => void publish(row)}
                          data-testid="admin-property-publish"
                        >
                          {busyId === row.id ? m.dialog.working : m.actions.publish}
                        </button>
                        <button
                          type="button"
                          className={`${button} border border-danger text-danger`}
                          onClick={() => setDialog({ kind: 'return', row })}
                          data-testid="admin-property-return"
                        >
                          {m.actions.return}
                        </button>
                      </>
                    ) : null}
                    <button
                      type="button"
                      className={`${button} border border-line`}
                      onClick={() => setDialog({ kind: 'edit', row })}
                      data-testid="admin-property-edit"
                    >
                      {m.actions.edit}
                    </button>
                    <a
                      href={`${localizeHref(locale, '/admin/audit')}?object_type=property&object_id=${row.id}`}
                      className={`${button} text-ink-soft underline underline-offset-2`}
                    >
                      {m.history}
                    </a>
                  </div>
                  {rowError?.id === row.id ? <ErrorLine message={rowError.message} testId="admin-property-error" /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.page_count > 1 ? (
        <nav aria-label={m.pager.label} className="flex items-center justify-between gap-2 text-sm">
          {page.page > 1 ? (
            <a href={pageHref(page.page - 1)} className={`${button} border border-line bg-white`} rel="prev">
              {m.pager.previous}
            </a>
          ) : (
            <span />
          )}
          <span className="text-ink-soft">{fill(m.pager.page, { page: page.page, count: page.page_count })}</span>
          {page.page < page.page_count ? (
            <a href={pageHref(page.page + 1)} className={`${button} border border-line bg-white`} rel="next">
              {m.pager.next}
            </a>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      {dialog?.kind === 'return' ? <ReturnDialog row={dialog.row} m={m} send={send} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditDialog row={dialog.row} owners={owners} locale={locale} m={m} send={send} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
