'use client';

import { useParams } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogTrigger, Modal, ModalActions } from '@/components/ui/modal';
import { type ApiAction, useApiAction } from '@/components/ui/use-api-action';
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

const card = 'grid gap-3 rounded-xl border border-line bg-white p-4';
const STATE_GROUPS = ['hbl-concierge', 'hbl-destination-manager'];

/** Saved, or the first field's message (else the server's sentence), as the status line shows it. */
function statusOf(action: ApiAction): { kind: 'ok' | 'error'; text: string } | null {
  if (action.error) return { kind: 'error', text: Object.values(action.fields)[0] ?? action.error };
  return null;
}

function StatusLine({ action, saved, testId }: { action: ApiAction; saved: string; testId: string }) {
  const status = statusOf(action) ?? (action.done ? { kind: 'ok' as const, text: saved } : null);
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

/** One state or country of a manager's destinations. */
function ScopeBox({ kind, place, checked }: { kind: 'states' | 'countries'; place: { id: number; name: string }; checked: number[] }) {
  return (
    <Checkbox
      name={kind}
      value={place.id}
      defaultChecked={checked.includes(place.id)}
      data-testid={`${kind === 'states' ? 'state' : 'country'}-${place.id}`}
    >
      {place.name}
    </Checkbox>
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
  /** Each group: its name, one line on what it is for, and the role it gives. */
  groups: { code: string; label: string; description: string; gives: string }[];
  current: string[];
  disabled: boolean;
  scopes: { states: number[]; countries: number[] };
  choices: { id: number; name: string; states: { id: number; name: string }[] }[];
  labels: UserEditorLabels;
}) {
  const locale = localeFromParam(useParams().locale);
  const groupsCall = useApiAction({ locale, network: labels.network, refresh: true });
  const scopesCall = useApiAction({ locale, network: labels.network, refresh: true });
  const accessCall = useApiAction({ locale, network: labels.network, refresh: true });
  const busy = groupsCall.busy || scopesCall.busy || accessCall.busy;
  const [confirming, setConfirming] = useState(false);
  const path = `/v1/admin/users/${userId}`;

  const onGroups = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const codes = new FormData(e.currentTarget).getAll('groups').map(String);
    void groupsCall.run(path, { method: 'PATCH', json: { groups: codes } });
  };
  const onScopes = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    void scopesCall.run(`${path}/scopes`, {
      method: 'PUT',
      json: { states: form.getAll('states').map(Number), countries: form.getAll('countries').map(Number) },
    });
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
              <Checkbox key={g.code} name="groups" value={g.code} defaultChecked={current.includes(g.code)} data-testid={`group-${g.code}`}>
                <span>
                  {g.label} <span className="text-xs text-ink-soft">→ {g.gives}</span>
                  <span className="block text-xs text-ink-soft">{g.description}</span>
                </span>
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isDisabled={busy} busy={groupsCall.busy} busyLabel={labels.saving} data-testid="save-groups">
            {labels.saveGroups}
          </Button>
          <StatusLine action={groupsCall} saved={labels.saved} testId="groups-status" />
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
                          <ScopeBox key={s.id} kind="states" place={s} checked={scopes.states} />
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
                    <ScopeBox key={c.id} kind="countries" place={c} checked={scopes.countries} />
                  ))}
                </div>
              </fieldset>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" isDisabled={busy} busy={scopesCall.busy} busyLabel={labels.saving} data-testid="save-scopes">
                {labels.saveScopes}
              </Button>
              <StatusLine action={scopesCall} saved={labels.saved} testId="scopes-status" />
            </div>
          </form>
        ) : (
          <p className="text-sm text-ink-soft">{labels.scopesNone}</p>
        )}
      </section>

      <section className={card} data-testid="access">
        <div className="flex flex-wrap items-center gap-3">
          {disabled ? (
            <Button
              isDisabled={busy}
              data-testid="enable-user"
              onPress={() => void accessCall.run(path, { method: 'PATCH', json: { disabled: false } })}
            >
              {labels.enable}
            </Button>
          ) : (
            <DialogTrigger isOpen={confirming} onOpenChange={setConfirming}>
              <Button variant="danger-outline" data-testid="disable-user">
                {labels.disable}
              </Button>
              <Modal title={labels.disableTitle} role="alertdialog" testId="disable-dialog">
                <p className="mt-2 text-sm">{labels.disableText}</p>
                <StatusLine action={accessCall} saved={labels.saved} testId="disable-dialog-status" />
                <ModalActions cancel={labels.cancel} className="mt-4">
                  <Button
                    variant="danger"
                    data-testid="disable-confirm"
                    isDisabled={busy}
                    onPress={() =>
                      void accessCall.run(path, { method: 'PATCH', json: { disabled: true }, onSuccess: () => setConfirming(false) })
                    }
                  >
                    {labels.confirm}
                  </Button>
                </ModalActions>
              </Modal>
            </DialogTrigger>
          )}
          <StatusLine action={accessCall} saved={labels.saved} testId="access-status" />
        </div>
      </section>
    </div>
  );
}
