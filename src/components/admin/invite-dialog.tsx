'use client';

import { useParams, useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { localeFromParam } from '@/lib/locale-path';

export interface InviteLabels {
  open: string;
  title: string;
  email: string;
  name: string;
  groups: string;
  language: string;
  en: string;
  es: string;
  submit: string;
  cancel: string;
  sending: string;
  /** With {email}. */
  sent: string;
  network: string;
}

const input =
  'mt-1 block w-full min-h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none aria-invalid:border-[#b4473b]';
const button =
  'min-h-10 rounded-full px-4 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-[#9b2c2c]" data-testid={id}>
      {message}
    </p>
  ) : null;
}

/** The "Invite" dialog: POST /v1/admin/users/invitations, errors per field, then a notice and the pending list refreshed. */
export function InviteDialog({ labels, groups }: { labels: InviteLabels; groups: { code: string; label: string }[] }) {
  const locale = localeFromParam(useParams().locale);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const name = String(form.get('name') ?? '').trim();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await apiFetch(locale, '/v1/admin/users/invitations', {
        body: {
          json: { email, ...(name ? { name } : {}), groups: form.getAll('groups').map(String), locale: String(form.get('locale') ?? 'en') },
        },
        networkError: labels.network,
      });
      setNotice(labels.sent.replace('{email}', email));
      setOpen(false);
      router.refresh();
    } catch (err) {
      const apiError = toApiError(err, labels.network);
      setFields(apiError.fields);
      setError(Object.keys(apiError.fields).length ? null : apiError.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <DialogTrigger
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) {
            setNotice(null);
            setError(null);
            setFields({});
          }
        }}
      >
        <Button className={`${button} bg-ink text-white hover:bg-sea-deep`} data-testid="invite-open">
          {labels.open}
        </Button>
        <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4">
          <Modal className="w-full max-w-md rounded-2xl border border-line bg-white p-5 text-ink shadow-xl">
            <Dialog className="outline-none" data-testid="invite-dialog">
              <Heading slot="title" className="font-serif text-xl">
                {labels.title}
              </Heading>
              <form onSubmit={onSubmit} className="mt-4 grid gap-3" noValidate>
                {error ? (
                  <p
                    role="alert"
                    className="rounded-lg border border-[#e7b7ae] bg-[#fbeeea] px-3 py-2 text-sm text-[#8a2c22]"
                    data-testid="invite-error"
                  >
                    {error}
                  </p>
                ) : null}
                <label className="text-sm font-medium">
                  {labels.email}
                  <input
                    name="email"
                    type="email"
                    required
                    autoComplete="off"
                    className={input}
                    aria-invalid={fields.email ? true : undefined}
                    aria-describedby={fields.email ? 'invite-email-error' : undefined}
                    data-testid="invite-email"
                  />
                </label>
                <FieldError id="invite-email-error" message={fields.email} />
                <label className="text-sm font-medium">
                  {labels.name}
                  <input name="name" autoComplete="off" maxLength={120} className={input} data-testid="invite-name" />
                </label>
                <fieldset aria-describedby={fields.groups ? 'invite-groups-error' : undefined}>
                  <legend className="text-sm font-medium">{labels.groups}</legend>
                  <div className="mt-1 grid grid-cols-1 gap-1 sm:grid-cols-2">
                    {groups.map((g) => (
                      <label key={g.code} className="flex min-h-8 items-center gap-2 text-sm">
                        <input type="checkbox" name="groups" value={g.code} data-testid={`invite-group-${g.code}`} />
                        {g.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <FieldError id="invite-groups-error" message={fields.groups} />
                <label className="text-sm font-medium">
                  {labels.language}
                  <select name="locale" defaultValue={locale} className={input} data-testid="invite-locale">
                    <option value="en">{labels.en}</option>
                    <option value="es">{labels.es}</option>
                  </select>
                </label>
                <FieldError id="invite-locale-error" message={fields.locale} />
                <div className="mt-2 flex justify-end gap-2">
                  <Button slot="close" className={`${button} border border-line bg-white`}>
                    {labels.cancel}
                  </Button>
                  <button
                    type="submit"
                    disabled={busy}
                    className={`${button} bg-ink text-white hover:bg-sea-deep`}
                    data-testid="invite-submit"
                  >
                    {busy ? labels.sending : labels.submit}
                  </button>
                </div>
              </form>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </DialogTrigger>
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-[#b9d3cf] bg-[#eef6f4] px-3 py-2 text-sm text-sea-deep"
          data-testid="invite-notice"
        >
          {notice}
        </p>
      ) : null}
    </div>
  );
}
