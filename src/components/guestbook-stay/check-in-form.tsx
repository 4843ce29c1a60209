'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { Field, FormError, FormNotice, SubmitButton } from '@/components/ui/form-parts';
import { localeFromParam } from '@/lib/locale-path';
import type { StayCheckIn } from '@/server/guestbook/check-in/check-in.types';
import { IdDocumentUpload, type IdDocumentLabels } from './id-document-upload';
import { useFocusFirstInvalid } from '@/components/ui/focus-invalid';

export interface CheckInLabels {
  arrivalDate: string;
  arrivalTime: string;
  arrivalTimeHint: string;
  flight: string;
  flightHint: string;
  transfer: string;
  transferHint: string;
  transferRequested: string;
  requests: string;
  requestsHint: string;
  save: string;
  saving: string;
  saved: string;
  complete: string;
  incomplete: string;
  network: string;
  document: IdDocumentLabels;
}

/**
 * The check-in form (mobile first): the arrival date as a fact, the arrival time, flight, transfer
 * and requests saved with PUT …/check-in, and the identity document uploaded on its own. Errors are
 * the server's sentences in the page's language; what was saved stays on screen.
 */
export function CheckInForm({
  number,
  arrivalDateText,
  initial,
  editable,
  labels,
}: {
  number: string;
  arrivalDateText: string;
  initial: StayCheckIn;
  editable: boolean;
  labels: CheckInLabels;
}) {
  const locale = localeFromParam(useParams().locale);
  const [checkIn, setCheckIn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const { data } = await apiFetch<{ data: StayCheckIn }>(locale, `/v1/guestbook/${number}/check-in`, {
        method: 'PUT',
        body: {
          json: {
            arrival_time: String(form.get('arrival_time') ?? ''),
            flight_number: String(form.get('flight_number') ?? ''),
            airport_transfer: form.get('airport_transfer') === 'on',
            special_requests: String(form.get('special_requests') ?? ''),
          },
        },
        networkError: labels.network,
      });
      setCheckIn(data);
      setNotice(labels.saved);
    } catch (err) {
      const apiErr = toApiError(err, labels.network);
      setError({ message: apiErr.message, fields: apiErr.fields });
    }
    setBusy(false);
  }

  const fields = error?.fields ?? {};
  useFocusFirstInvalid(fields);
  return (
    <div className="grid grid-cols-1 gap-6" data-testid="check-in">
      <p
        className={`rounded-2xl px-4 py-3 text-sm ${checkIn.completed_at ? 'bg-primary-soft text-sea-deep' : 'bg-white/70 text-ink-soft'}`}
        data-testid="check-in-status"
        data-complete={checkIn.completed_at ? 'true' : 'false'}
      >
        {checkIn.completed_at ? labels.complete : labels.incomplete}
      </p>
      <form
        onSubmit={save}
        className="grid min-w-0 grid-cols-1 gap-5 rounded-3xl border border-line bg-white/70 p-5 shadow-sm"
        noValidate
        data-testid="check-in-form"
      >
        <div aria-live="polite">{notice ? <FormNotice message={notice} /> : null}</div>
        <FormError message={error?.message ?? null} />
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-ink">{labels.arrivalDate}</span>
          <p className="text-base" data-testid="arrival-date">
            {arrivalDateText}
          </p>
        </div>
        <Field
          id="arrival-time"
          name="arrival_time"
          type="time"
          label={labels.arrivalTime}
          hint={labels.arrivalTimeHint}
          defaultValue={checkIn.arrival_time}
          error={fields.arrival_time}
          disabled={!editable}
        />
        <Field
          id="flight-number"
          name="flight_number"
          label={labels.flight}
          hint={labels.flightHint}
          autoComplete="off"
          maxLength={12}
          defaultValue={checkIn.flight_number}
          error={fields.flight_number}
          disabled={!editable}
        />
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="checkbox"
              name="airport_transfer"
              defaultChecked={checkIn.airport_transfer}
              disabled={!editable}
              className="size-5 accent-sea"
              data-testid="airport-transfer"
            />
            {labels.transfer}
          </label>
          <p className="text-xs text-muted">{checkIn.transfer_requested_at ? labels.transferRequested : labels.transferHint}</p>
        </div>
        <Field id="special-requests" label={labels.requests} hint={fields.special_requests ?? labels.requestsHint}>
          <textarea
            id="special-requests"
            name="special_requests"
            rows={4}
            maxLength={2000}
            defaultValue={checkIn.special_requests}
            disabled={!editable}
            aria-invalid={fields.special_requests ? true : undefined}
            aria-describedby="special-requests-hint"
            className="rounded-xl border border-line bg-white px-4 py-3 text-base text-ink shadow-xs outline-none focus:border-sea focus:ring-2 focus:ring-sea/25"
          />
        </Field>
        {editable ? <SubmitButton busy={busy} label={labels.save} busyLabel={labels.saving} /> : null}
      </form>
      <IdDocumentUpload
        number={number}
        document={checkIn.id_document}
        editable={editable}
        labels={labels.document}
        onUploaded={setCheckIn}
      />
    </div>
  );
}
