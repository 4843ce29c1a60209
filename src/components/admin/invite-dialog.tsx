'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox, CheckboxGroup } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/field';
import { DialogTrigger, Modal, ModalActions } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
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

/** The "Invite" dialog: POST /v1/admin/users/invitations, errors per field, then a notice and the pending list refreshed. */
export function InviteDialog({
  labels,
  groups,
}: {
  labels: InviteLabels;
  /** Each group by its name and one line on what it is for (never its code). */
  groups: { code: string; label: string; description: string }[];
}) {
  const locale = localeFromParam(useParams().locale);
  const [open, setOpen] = useState(false);
  const invite = useApiAction({ locale, network: labels.network, refresh: true });
  const { fields } = invite;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const name = String(form.get('name') ?? '').trim();
    void invite.run('/v1/admin/users/invitations', {
      json: { email, ...(name ? { name } : {}), groups: form.getAll('groups').map(String), locale: String(form.get('locale') ?? 'en') },
      notice: labels.sent.replace('{email}', email),
      onSuccess: () => setOpen(false),
    });
  }

  // The sentence only when no field carries the message.
  const error = invite.error && Object.keys(fields).length === 0 ? invite.error : null;
  return (
    <div className="flex flex-col items-end gap-2">
      <DialogTrigger
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) invite.reset();
        }}
      >
        <Button data-testid="invite-open">{labels.open}</Button>
        <Modal title={labels.title} testId="invite-dialog">
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
            <TextField
              label={labels.email}
              name="email"
              type="email"
              isRequired
              autoComplete="off"
              error={fields.email}
              data-testid="invite-email"
            />
            <TextField label={labels.name} name="name" autoComplete="off" maxLength={120} data-testid="invite-name" />
            <CheckboxGroup id="invite-groups" label={labels.groups} error={fields.groups}>
              {groups.map((g) => (
                <Checkbox key={g.code} name="groups" value={g.code} data-testid={`invite-group-${g.code}`}>
                  <span>
                    {g.label}
                    <span className="block text-xs text-ink-soft">{g.description}</span>
                  </span>
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Select
              label={labels.language}
              name="locale"
              defaultValue={locale}
              error={fields.locale}
              data-testid="invite-locale"
              options={[
                { value: 'en', label: labels.en },
                { value: 'es', label: labels.es },
              ]}
            />
            <ModalActions cancel={labels.cancel}>
              <Button type="submit" busy={invite.busy} busyLabel={labels.sending} data-testid="invite-submit">
                {labels.submit}
              </Button>
            </ModalActions>
          </form>
        </Modal>
      </DialogTrigger>
      {invite.notice ? (
        <p
          role="status"
          className="rounded-lg border border-[#b9d3cf] bg-[#eef6f4] px-3 py-2 text-sm text-sea-deep"
          data-testid="invite-notice"
        >
          {invite.notice}
        </p>
      ) : null}
    </div>
  );
}
