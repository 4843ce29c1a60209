'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Field, FormError, FormNotice } from '@/components/ui/form-parts';
import { fill } from '@/components/ui/client-text';
import { localeFromParam } from '@/lib/locale-path';
import { formatWhen } from '@/lib/time-format';
import type { IdDocumentSummary, StayCheckIn } from '@/server/guestbook/check-in/check-in.types';
import { Panel } from '@/components/ui/panel';

export interface IdDocumentLabels {
  /** The reader's zone (readerTimeZone) and its name: the upload's time is on that clock. */
  timeZone: string;
  zoneName: string;
  heading: string;
  lead: string;
  file: string;
  fileHint: string;
  upload: string;
  replace: string;
  uploading: string;
  uploaded: string;
  /** "On file: {type}, {size} (uploaded {time})". */
  current: string;
  none: string;
  types: Record<IdDocumentSummary['content_type'], string>;
  chooseFile: string;
  network: string;
}

const MAX_BYTES = 15_000_000;

const sizeText = (locale: string, bytes: number) =>
  bytes >= 1_000_000
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(bytes / 1_000_000)} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000))} KB`;

/**
 * The identity document: what is on file (type, size, time; never the file itself), and an upload
 * with its progress (XMLHttpRequest: fetch reports none). The server checks the type by content
 * and the size; its sentence is shown as it comes.
 */
export function IdDocumentUpload({
  number,
  document,
  editable,
  labels,
  onUploaded,
}: {
  number: string;
  document: IdDocumentSummary | null;
  editable: boolean;
  labels: IdDocumentLabels;
  onUploaded: (checkIn: StayCheckIn) => void;
}) {
  const locale = localeFromParam(useParams().locale);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  function upload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0];
    setError(null);
    setNotice(null);
    if (!file) return setError(labels.chooseFile);
    const body = new FormData();
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/v1/guestbook/${number}/id-document?locale=${locale}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) setProgress(Math.round((ev.loaded / ev.total) * 100));
    };
    xhr.onerror = () => {
      setProgress(null);
      setError(labels.network);
    };
    xhr.onload = () => {
      setProgress(null);
      let payload: { data?: StayCheckIn; error?: string } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300 && payload?.data) {
        onUploaded(payload.data);
        form.reset();
        setNotice(labels.uploaded);
      } else setError(payload?.error ?? labels.network);
    };
    setProgress(0);
    xhr.send(body);
  }

  return (
    <Panel
      headingId="id-document-heading"
      heading={labels.heading}
      headingSize="2xl"
      className="grid min-w-0 grid-cols-1 gap-4 p-5"
      testId="id-document"
    >
      <p className="text-sm text-ink-soft">{labels.lead}</p>
      <p className="rounded-2xl bg-sand px-4 py-3 text-sm" data-testid="id-document-current" data-uploaded={document ? 'true' : 'false'}>
        {document
          ? fill(labels.current, {
              type: labels.types[document.content_type],
              size: sizeText(locale, document.bytes),
              time: `${formatWhen(locale, document.uploaded_at, labels.timeZone)} (${labels.zoneName})`,
            })
          : labels.none}
      </p>
      {editable ? (
        <form onSubmit={upload} className="grid gap-3" noValidate>
          <div aria-live="polite">{notice ? <FormNotice message={notice} /> : null}</div>
          <FormError message={error} />
          <Field id="id-document-file" label={labels.file} hint={labels.fileHint}>
            <input
              id="id-document-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              aria-describedby="id-document-file-hint"
              className="w-full min-w-0 max-w-full text-base file:mr-3 file:min-h-11 file:rounded-full file:border file:border-line file:bg-white file:px-4"
              onChange={(ev) => {
                const chosen = ev.currentTarget.files?.[0];
                setError(chosen && chosen.size > MAX_BYTES ? labels.fileHint : null);
              }}
            />
          </Field>
          {progress !== null ? (
            <div className="grid gap-1" data-testid="id-document-progress">
              <progress max={100} value={progress} className="h-2 w-full" aria-label={labels.uploading} />
              <span className="text-xs text-muted">{`${labels.uploading} ${progress}%`}</span>
            </div>
          ) : null}
          <button
            type="submit"
            disabled={progress !== null}
            className="min-h-12 rounded-full bg-ink px-6 text-base font-medium text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60"
          >
            {progress !== null ? labels.uploading : document ? labels.replace : labels.upload}
          </button>
        </form>
      ) : null}
    </Panel>
  );
}
