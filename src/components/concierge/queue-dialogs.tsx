'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { DialogError, Modal, ModalActions } from '@/components/ui/modal';
import { ReasonDialog } from '@/components/ui/text-submit';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Locale } from '@/i18n/routing';
import type { AssignableConcierge } from '@/server/concierge/queue.types';

/** Decline a request: the reason is required; the guest reads it in the mail. `onDone` after it went through. */
export function DeclineDialog(props: { locale: Locale; id: number; number: string; onDone: () => void; onClose: () => void }) {
  const [a, d] = [useTranslations('desk.actions'), useTranslations('desk.decline')];
  return (
    <ReasonDialog
      locale={props.locale}
      path={`/v1/concierge/reservations/${props.id}/decline`}
      title={d('title', { number: props.number })}
      labels={{
        reason: d('reason'),
        hint: d('hint'),
        submit: d('submit'),
        cancel: a('cancel'),
        working: a('working'),
        network: a('network'),
      }}
      testIdPrefix="decline"
      onDone={props.onDone}
      onClose={props.onClose}
    />
  );
}

/** Assign one or several trips: the picker lists the concierges whose destinations cover all of them. */
export function AssignDialog(props: { locale: Locale; ids: number[]; onDone: () => void; onClose: () => void }) {
  const { ids, locale } = props;
  const [a, g] = [useTranslations('desk.actions'), useTranslations('desk.assign')];
  const [staff, setStaff] = useState<AssignableConcierge[] | null>(null);
  const load = useApiAction({ locale, network: a('network') });
  const assign = useApiAction({ locale, network: a('network'), refresh: true });
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per set of trips
  useEffect(() => {
    let live = true;
    void load.run<AssignableConcierge[]>(`/v1/concierge/staff?reservation_id=${key}`, { method: 'GET' }).then((answer) => {
      if (live && answer.ok) setStaff(answer.data);
    });
    return () => {
      live = false;
    };
  }, [key]);
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get('concierge_id') ?? '');
    const conciergeId = raw === '' ? null : Number(raw);
    const [one] = ids;
    void (ids.length === 1 && one !== undefined
      ? assign.run(`/v1/concierge/reservations/${one}/assign`, { json: { concierge_id: conciergeId }, onSuccess: props.onDone })
      : assign.run('/v1/concierge/reservations/assign', { json: { ids, concierge_id: conciergeId }, onSuccess: props.onDone }));
  }
  const error = load.error ?? assign.error;
  return (
    <Modal title={g('title')} testId="assign-dialog" size="lg" onClose={props.onClose}>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        {staff === null && !error ? (
          <p className="text-sm text-ink-soft" role="status">
            {g('loading')}
          </p>
        ) : null}
        {staff !== null ? (
          <Select
            label={g('concierge')}
            name="concierge_id"
            data-testid="assign-select"
            defaultValue={staff[0] ? String(staff[0].id) : ''}
            options={[
              ...staff.map((s) => ({
                value: s.id,
                label: g(s.me ? 'optionMe' : 'option', { name: s.name, count: s.open_count }),
              })),
              { value: '', label: g('nobody') },
            ]}
          />
        ) : null}
        {staff?.length === 0 ? <p className="text-sm text-ink-soft">{g('none')}</p> : null}
        <DialogError message={error} />
        <ModalActions cancel={a('cancel')} className="">
          <Button type="submit" isDisabled={staff === null} busy={assign.busy} busyLabel={a('working')} data-testid="assign-submit">
            {g('submit')}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
