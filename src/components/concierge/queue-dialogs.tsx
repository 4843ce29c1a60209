'use client';

import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import type { Locale } from '@/i18n/routing';
import type { AssignableConcierge } from '@/server/concierge/queue.types';

/** `{name}`-style placeholders filled in the browser (the desk's client strings carry no plurals). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

export interface DialogLabels {
  cancel: string;
  working: string;
  network: string;
  declineTitle: string;
  declineReason: string;
  declineHint: string;
  declineSubmit: string;
  assignTitle: string;
  assignConcierge: string;
  assignNobody: string;
  assignLoading: string;
  assignNone: string;
  assignOption: string;
  assignOptionMe: string;
  assignSubmit: string;
}

const button =
  'min-h-10 rounded-full px-4 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
const field =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

/** A modal dialog (the platform's own: focus is trapped, Escape closes it) open while mounted. */
function Modal({ title, testId, onClose, children }: { title: string; testId: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  // No close() on unmount: removing the element ends the modal, and a queued `close` event would
  // reach a dialog React re-opened (Strict Mode runs effects twice).
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
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl border border-line bg-white p-5 text-ink shadow-xl backdrop:bg-ink/40"
    >
      <h2 id={id} className="font-serif text-xl">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

export type Post = (path: string, json: unknown) => Promise<{ ok: true } | { ok: false; message: string; fields: Record<string, string> }>;

/** Decline a request: the reason is required; the guest reads it in the mail. */
export function DeclineDialog(props: { id: number; number: string; labels: DialogLabels; post: Post; onClose: () => void }) {
  const { labels } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '');
    const out = await props.post(`/v1/concierge/reservations/${props.id}/decline`, { reason });
    setBusy(false);
    if (out.ok) props.onClose();
    else setError(out.fields.reason ?? out.message);
  }
  return (
    <Modal title={fill(labels.declineTitle, { number: props.number })} testId="decline-dialog" onClose={props.onClose}>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        <label className="text-sm font-medium">
          {labels.declineReason}
          <textarea
            name="reason"
            required
            maxLength={1000}
            rows={4}
            className={field}
            data-testid="decline-reason"
            aria-describedby="decline-hint"
          />
        </label>
        <p id="decline-hint" className="text-xs text-ink-soft">
          {labels.declineHint}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={`${button} border border-line`} onClick={props.onClose}>
            {labels.cancel}
          </button>
          <button type="submit" disabled={busy} className={`${button} bg-danger text-white`} data-testid="decline-submit">
            {busy ? labels.working : labels.declineSubmit}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Assign one or several trips: the picker lists the concierges whose destinations cover all of them. */
export function AssignDialog(props: { locale: Locale; ids: number[]; labels: DialogLabels; post: Post; onClose: () => void }) {
  const { labels, ids, locale } = props;
  const [staff, setStaff] = useState<AssignableConcierge[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    apiFetch<{ data: AssignableConcierge[] }>(locale, `/v1/concierge/staff?reservation_id=${key}`, { networkError: labels.network })
      .then((answer) => live && setStaff(answer.data))
      .catch((err: unknown) => live && setError(toApiError(err, labels.network).message));
    return () => {
      live = false;
    };
  }, [key, locale, labels.network]);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get('concierge_id') ?? '');
    const conciergeId = raw === '' ? null : Number(raw);
    setBusy(true);
    const out =
      ids.length === 1
        ? await props.post(`/v1/concierge/reservations/${ids[0]}/assign`, { concierge_id: conciergeId })
        : await props.post('/v1/concierge/reservations/assign', { ids, concierge_id: conciergeId });
    setBusy(false);
    if (out.ok) props.onClose();
    else setError(out.message);
  }
  return (
    <Modal title={labels.assignTitle} testId="assign-dialog" onClose={props.onClose}>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        {staff === null && !error ? (
          <p className="text-sm text-ink-soft" role="status">
            {labels.assignLoading}
          </p>
        ) : null}
        {staff !== null ? (
          <label className="text-sm font-medium">
            {labels.assignConcierge}
            <select name="concierge_id" className={field} data-testid="assign-select" defaultValue={staff[0] ? String(staff[0].id) : ''}>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {fill(s.me ? labels.assignOptionMe : labels.assignOption, { name: s.name, count: s.open_count })}
                </option>
              ))}
              <option value="">{labels.assignNobody}</option>
            </select>
          </label>
        ) : null}
        {staff?.length === 0 ? <p className="text-sm text-ink-soft">{labels.assignNone}</p> : null}
        {error ? (
          <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <button type="button" className={`${button} border border-line`} onClick={props.onClose}>
            {labels.cancel}
          </button>
          <button type="submit" disabled={busy || staff === null} className={`${button} bg-ink text-white`} data-testid="assign-submit">
            {busy ? labels.working : labels.assignSubmit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
