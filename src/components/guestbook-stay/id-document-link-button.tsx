'use client';

import { useParams } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { fill } from '@/components/ui/client-text';
import { localeFromParam } from '@/lib/locale-path';
import { formatWhen } from '@/lib/time-format';

/** Asks for a fresh 10-minute link to the guest's identity document, then offers it as a download. */
export function IdDocumentLinkButton({
  tripId,
  labels,
}: {
  tripId: number;
  /** timeZone: the reader's (readerTimeZone), which the trip page names once. */
  labels: { open: string; opening: string; ready: string; network: string; timeZone: string };
}) {
  const locale = localeFromParam(useParams().locale);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await apiFetch<{ data: { url: string; expires_at: string } }>(
        locale,
        `/v1/concierge/trips/${tripId}/id-document-link`,
        {
          method: 'POST',
          networkError: labels.network,
        },
      );
      setLink(data);
    } catch (err) {
      setError(toApiError(err, labels.network).message);
    }
    setBusy(false);
  }

  return (
    <div className="grid gap-2" data-testid="id-document-link">
      <button
        type="button"
        onClick={open}
        disabled={busy}
        className="min-h-10 w-fit rounded-full border border-line bg-white px-4 text-sm font-medium focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none disabled:opacity-60"
      >
        {busy ? labels.opening : labels.open}
      </button>
      {link ? (
        <a
          href={link.url}
          className="text-sm text-sea-deep underline underline-offset-4"
          data-testid="id-document-download"
          rel="noreferrer"
        >
          {fill(labels.ready, {
            time: formatWhen(locale, link.expires_at, labels.timeZone, 'time'),
          })}
        </a>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-[#9b2c2c]">
          {error}
        </p>
      ) : null}
    </div>
  );
}
