'use client';

import { useParams, useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { apiFetch, toApiError } from '@/components/ui/api-client';
import { localeFromParam } from '@/lib/locale-path';

export interface UserEditorLabels {
  groups: string;
  /** The role the saved groups give, as a sentence. */
  roleHint: string;
  saveGroups: string;
  saved: string;
  saving: string;
  disable: string;
  enable: string;
  disableTitle: string;
  disableText: string;
  confirm: string;
  cancel: string;
  scopes: string;
  scopesStates: string;
  scopesCountries: string;
  scopesNone: string;
  saveScopes: string;
  network: string;
}

const button =
  'min-h-10 rounded-full px-4 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60';
const card = 'grid gap-3 rounded-xl border border-line bg-white p-4';
const STATE_GROUPS = ['hbl-concierge', 'hbl-destination-manager'];

type Status = { kind: 'ok' | 'error'; text: string } | null;

function StatusLine({ status, testId }: { status: Status; testId: string }) {
  if (!status) return null;
  return (
    <p
      role={status.kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={status.kind === 'error' ? 'text-sm text-[#8a2c22]' : 'text-sm text-sea-deep'}
    >
      {status.text}
    </p>
  );
}

/** Groups (checkboxes with the role they give), disable/enable with a confirmation, and the destinations editor. */
export function UserEditor({
  userId,
  groups,
  current,
  disabled,
  scopes,
  choices,
  labels,
}: {
  userId: number;
  groups: { code: string; label: string; gives: string }[];
  current: string[];
  disabled: boolean;
  scopes: { states: number[]; countries: number[] };
  choices: { id: number; name: string; states: { id: number; name: string }[] }[];
  labels: UserEditorLabels;
}) {
  const locale = localeFromParam(useParams().locale);
  const router = useRouter();
  const [busy, setBusy] = useState<'groups' | 'access' | 'scopes' | null>(null);
  const [groupStatus, setGroupStatus] = useState<Status>(null);
  const [accessStatus, setAccessStatus] = useState<Status>(null);
  const [scopeStatus, setScopeStatus] = useState<Status>(null);
  const [confirming, setConfirming] = useState(false);
  const path = `/v1/admin/users/${userId}`;

  async function send(kind: 'groups' | 'access' | 'scopes', method: string, url: string, json: unknown, report: (s: Status) => void) {
    setBusy(kind);
    report(null);
    try {
      await apiFetch(locale, url, { method, body: { json }, networkError: labels.network });
      report({ kind: 'ok', text: labels.saved });
      router.refresh();
      return true;
    } catch (err) {
      const e = toApiError(err, labels.network);
      report({ kind: 'error', text: Object.values(e.fields)[0] ?? e.message });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const onGroups = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const codes = new FormData(e.currentTarget).getAll('groups').map(String);
    void send('groups', 'PATCH', path, { groups: codes }, setGroupStatus);
  };
  const onScopes = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void send(
      'scopes',
      'PUT',
      `${path}/scopes`,
      { states: form.getAll('states').map(Number), countries: form.getAll('countries').map(Number) },
      setScopeStatus,
    );
  };
  const takesStates = current.some((c) => STATE_GROUPS.includes(c));
  const takesCountries = current.includes('hbl-country-manager');

  return (
    <div className="grid gap-4">
      <form onSubmit={onGroups} className={card} data-testid="groups-form">
        <fieldset>
          <legend className="font-serif text-lg">{labels.groups}</legend>
          <p className="text-sm text-ink-soft" data-testid="groups-role">
            {labels.roleHint}
          </p>
          <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
            {groups.map((g) => (
              <label key={g.code} className="flex min-h-8 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="groups"
                  value={g.code}
                  defaultChecked={current.includes(g.code)}
                  data-testid={`group-${g.code}`}
                />
                <span>
                  {g.label}{' '}
                  <span className="text-xs text-ink-soft">
                    ({g.code} → {g.gives})
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy !== null} className={`${button} bg-ink text-white`} data-testid="save-groups">
            {busy === 'groups' ? labels.saving : labels.saveGroups}
          </button>
          <StatusLine status={groupStatus} testId="groups-status" />
        </div>
      </form>

      <section className={card} aria-labelledby="scopes-title" data-testid="scopes-editor">
        <h2 id="scopes-title" className="font-serif text-lg">
          {labels.scopes}
        </h2>
        {takesStates || takesCountries ? (
          <form onSubmit={onScopes} className="grid gap-3">
            {takesStates ? (
              <fieldset>
                <legend className="text-sm font-medium">{labels.scopesStates}</legend>
                <div className="mt-2 grid gap-3 sm:grid-cols-2">
                  {choices
                    .filter((c) => c.states.length)
                    .map((c) => (
                      <fieldset key={c.id} className="rounded-lg border border-line p-2">
                        <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">{c.name}</legend>
                        {c.states.map((s) => (
                          <label key={s.id} className="flex min-h-8 items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              name="states"
                              value={s.id}
                              defaultChecked={scopes.states.includes(s.id)}
                              data-testid={`state-${s.id}`}
                            />
                            {s.name}
                          </label>
                        ))}
                      </fieldset>
                    ))}
                </div>
              </fieldset>
            ) : null}
            {takesCountries ? (
              <fieldset>
                <legend className="text-sm font-medium">{labels.scopesCountries}</legend>
                <div className="mt-2 grid grid-cols-1 gap-1 sm:grid-cols-2">
                  {choices.map((c) => (
                    <label key={c.id} className="flex min-h-8 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="countries"
                        value={c.id}
                        defaultChecked={scopes.countries.includes(c.id)}
                        data-testid={`country-${c.id}`}
                      />
                      {c.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy !== null} className={`${button} bg-ink text-white`} data-testid="save-scopes">
                {busy === 'scopes' ? labels.saving : labels.saveScopes}
              </button>
              <StatusLine status={scopeStatus} testId="scopes-status" />
            </div>
          </form>
        ) : (
          <p className="text-sm text-ink-soft">{labels.scopesNone}</p>
        )}
      </section>

      <section className={card} data-testid="access">
        <div className="flex flex-wrap items-center gap-3">
          {disabled ? (
            <button
              type="button"
              disabled={busy !== null}
              className={`${button} bg-ink text-white`}
              data-testid="enable-user"
              onClick={() => void send('access', 'PATCH', path, { disabled: false }, setAccessStatus)}
            >
              {labels.enable}
            </button>
          ) : (
            <DialogTrigger isOpen={confirming} onOpenChange={setConfirming}>
              <Button className={`${button} border border-[#b4473b] bg-white text-[#8a2c22]`} data-testid="disable-user">
                {labels.disable}
              </Button>
              <ModalOverlay isDismissable className="fixed inset-0 z-50 flex items-center justify-center bg-ink/40 p-4">
                <Modal className="w-full max-w-md rounded-2xl border border-line bg-white p-5 text-ink shadow-xl">
                  <Dialog role="alertdialog" className="outline-none" data-testid="disable-dialog">
                    <Heading slot="title" className="font-serif text-xl">
                      {labels.disableTitle}
                    </Heading>
                    <p className="mt-2 text-sm">{labels.disableText}</p>
                    <StatusLine status={accessStatus} testId="disable-dialog-status" />
                    <div className="mt-4 flex justify-end gap-2">
                      <Button slot="close" className={`${button} border border-line bg-white`}>
                        {labels.cancel}
                      </Button>
                      <Button
                        className={`${button} bg-[#8a2c22] text-white`}
                        data-testid="disable-confirm"
                        isDisabled={busy !== null}
                        onPress={async () => {
                          const done = await send('access', 'PATCH', path, { disabled: true }, setAccessStatus);
                          if (done) setConfirming(false);
                        }}
                      >
                        {labels.confirm}
                      </Button>
                    </div>
                  </Dialog>
                </Modal>
              </ModalOverlay>
            </DialogTrigger>
          )}
          <StatusLine status={accessStatus} testId="access-status" />
        </div>
      </section>
    </div>
  );
}
