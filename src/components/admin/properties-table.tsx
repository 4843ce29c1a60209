'use client';

import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fill } from '@/components/ui/client-text';
import { buttonStyles } from '@/components/ui/button-styles';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/field';
import { Modal, ModalActions } from '@/components/ui/modal';
import { Pager } from '@/components/ui/pager';
import { TextField } from '@/components/ui/text-field';
import { useApiAction } from '@/components/ui/use-api-action';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/format';
import { localizeHref } from '@/lib/locale-path';
import type { AdminAccountRef, AdminPropertyPage, AdminPropertyRow } from '@/server/admin/properties/properties.types';

type M = Messages['adminProperties'];

const BADGE: Record<AdminPropertyRow['review_state'], string> = {
  submitted: 'bg-gold/20 text-ink border-gold',
  returned: 'bg-danger/10 text-danger border-danger/40',
  draft: 'bg-white text-ink-soft border-line',
  published: 'bg-sea-deep text-white border-sea-deep',
};

function ErrorLine({ message, testId = 'dialog-error' }: { message: string | null; testId?: string }) {
  return message ? (
    <p role="alert" className="text-sm text-danger" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

/** The note is required; the owner reads it on the listing and in a mail. */
function ReturnDialog({ row, locale, m, onClose }: { row: AdminPropertyRow; locale: Locale; m: M; onClose: () => void }) {
  const call = useApiAction({ locale, network: m.dialog.network, refresh: true });
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const note = String(new FormData(e.currentTarget).get('note') ?? '');
    void call.run(`/v1/admin/properties/${row.id}/return`, { json: { note }, onSuccess: onClose });
  }
  return (
    <Modal title={fill(m.dialog.returnTitle, { name: row.name })} testId="return-dialog" size="lg" onClose={onClose}>
      <form onSubmit={submit} className="mt-4 grid gap-3">
        <TextField
          label={m.dialog.returnNote}
          name="note"
          isRequired
          maxLength={2000}
          rows={5}
          description={fill(m.dialog.returnHint, { locale: m.languages[row.owner_locale === 'es' ? 'es' : 'en'] })}
          data-testid="return-note"
        />
        <ErrorLine message={call.fields.note ?? call.error} />
        <ModalActions cancel={m.dialog.cancel} size="sm" className="">
          <Button type="submit" variant="danger" size="sm" busy={call.busy} busyLabel={m.dialog.working} data-testid="return-submit">
            {m.dialog.returnSubmit}
          </Button>
        </ModalActions>
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
function EditDialog(props: { row: AdminPropertyRow; owners: AdminAccountRef[]; locale: Locale; m: M; onClose: () => void }) {
  const { row, owners, m, onClose } = props;
  const call = useApiAction({ locale: props.locale, network: m.dialog.network, refresh: true });
  const { fields, busy } = call;
  const broker = row.brokers[0]?.id ?? null;

  function run(json: Record<string, unknown>) {
    if (Object.keys(json).length === 0) return onClose();
    void call.run(`/v1/admin/properties/${row.id}`, { method: 'PATCH', json, onSuccess: onClose });
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
    run(json);
  }

  function transfer(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    run({ transfer: { owner_id: Number(form.get('transfer_owner')), from_date: String(form.get('from_date') ?? '') } });
  }

  // The terms, as number inputs: the form's name, the API's field (for its error), the current value.
  const numbers = [
    { name: 'commission', field: 'commission_bps', label: m.dialog.commission, step: '0.01', max: 50, value: row.commission_bps / 100 },
    { name: 'deposit_percent', field: 'deposit_percent', label: m.dialog.deposit, step: '1', max: 100, value: row.deposit_percent },
    { name: 'balance_due_days', field: 'balance_due_days', label: m.dialog.balanceDays, step: '1', max: 365, value: row.balance_due_days },
    {
      name: 'security',
      field: 'security_deposit_cents',
      label: fill(m.dialog.security, { currency: row.currency }),
      step: '0.01',
      max: undefined,
      value: row.security_deposit_cents / 100,
    },
  ];
  const ownerOptions = owners.map((o) => ({ value: o.id, label: `${o.name} · ${o.email}` }));
  const otherOwners = ownerOptions.filter((o) => o.value !== row.owner?.id);

  return (
    <Modal title={fill(m.dialog.editTitle, { name: row.name })} testId="edit-dialog" size="lg" onClose={onClose}>
      <form onSubmit={save} className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="edit-form">
        <Select
          label={m.dialog.owner}
          name="owner_id"
          defaultValue={row.owner?.id ?? ''}
          className="sm:col-span-2"
          error={fields.owner_id}
          data-testid="edit-owner"
          options={row.owner ? ownerOptions : [{ value: '', label: m.noOwner }, ...ownerOptions]}
        />
        <Select
          label={m.dialog.broker}
          name="broker_id"
          defaultValue={broker ?? ''}
          className="sm:col-span-2"
          error={fields.broker_id}
          data-testid="edit-broker"
          options={[{ value: '', label: m.noBroker }, ...ownerOptions]}
        />
        {numbers.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            type="number"
            inputMode={f.name === 'commission' ? 'decimal' : undefined}
            step={f.step}
            min={0}
            max={f.max}
            defaultValue={String(f.value)}
            error={fields[f.field]}
            data-testid={f.name === 'commission' ? 'edit-commission' : undefined}
          />
        ))}
        <div className="sm:col-span-2">
          <ErrorLine message={call.error} />
        </div>
        <ModalActions cancel={m.dialog.cancel} size="sm" className="sm:col-span-2">
          <Button type="submit" size="sm" busy={busy} busyLabel={m.dialog.working} data-testid="edit-save">
            {m.dialog.save}
          </Button>
        </ModalActions>
      </form>
      <form onSubmit={transfer} className="mt-5 grid gap-3 border-t border-line pt-4 sm:grid-cols-2" data-testid="transfer-form">
        <h3 className="font-semibold sm:col-span-2">{m.dialog.transfer}</h3>
        <p className="text-xs text-ink-soft sm:col-span-2">{m.dialog.transferHint}</p>
        <Select
          label={m.dialog.transferOwner}
          name="transfer_owner"
          required
          defaultValue=""
          error={fields['transfer.owner_id'] ?? fields.transfer}
          data-testid="transfer-owner"
          options={[{ value: '', label: m.dialog.transferNone, disabled: true }, ...otherOwners]}
        />
        <TextField
          label={m.dialog.transferDate}
          name="from_date"
          type="date"
          isRequired
          error={fields['transfer.from_date']}
          data-testid="transfer-date"
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" variant="secondary" size="sm" isDisabled={busy} data-testid="transfer-submit">
            {m.dialog.transferSubmit}
          </Button>
        </div>
      </form>
      {row.status === 'published' ? (
        <div className="mt-5 grid gap-2 border-t border-line pt-4">
          <p className="text-xs text-ink-soft">{m.dialog.unpublishHint}</p>
          <div className="flex justify-end">
            <Button
              variant="danger-outline"
              size="sm"
              isDisabled={busy}
              onPress={() => run({ status: 'draft' })}
              data-testid="edit-unpublish"
            >
              {m.dialog.unpublish}
            </Button>
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
  const [dialog, setDialog] = useState<{ kind: 'return' | 'edit'; row: AdminPropertyRow } | null>(null);
  const publishCall = useApiAction({ locale, network: m.dialog.network, refresh: true });
  const [publishing, setPublishing] = useState<number | null>(null);

  function publish(row: AdminPropertyRow) {
    setPublishing(row.id);
    void publishCall.run(`/v1/admin/properties/${row.id}/publish`);
  }
  const rowError = (row: AdminPropertyRow) => {
    if (publishing !== row.id || !publishCall.error) return null;
    const list = Object.values(publishCall.fields);
    return list.length ? `${publishCall.error} ${list.join(' ')}` : publishCall.error;
  };

  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (props.query.q) params.set('q', props.query.q);
    if (props.query.status) params.set('status', props.query.status);
    if (props.query.owner) params.set('owner', String(props.query.owner));
    if (n > 1) params.set('page', String(n));
    const qs = params.toString();
    return `${localizeHref(locale, '/admin/properties')}${qs ? `?${qs}` : ''}`;
  };

  if (page.rows.length === 0) return <EmptyState variant="inline" text={m.empty} testId="admin-properties-empty" />;

  const columns: Column<AdminPropertyRow>[] = [
    {
      key: 'property',
      header: m.columns.property,
      primary: true,
      cell: (row) => (
        <>
          <div className="font-medium break-words">
            {row.status === 'published' ? (
              <a href={localizeHref(locale, `/property/${row.id}`)} className="underline-offset-2 hover:underline" title={m.publicPage}>
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
        </>
      ),
    },
    {
      key: 'status',
      header: m.columns.status,
      cell: (row) => (
        <>
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
        </>
      ),
    },
    {
      key: 'owner',
      header: m.columns.owner,
      cell: (row) =>
        row.owner ? (
          <>
            <div className="break-words">{row.owner.name}</div>
            <div className="text-xs break-all text-ink-soft">{row.owner.email}</div>
          </>
        ) : (
          <span className="text-ink-soft">{m.noOwner}</span>
        ),
    },
    {
      key: 'broker',
      header: m.columns.broker,
      cell: (row) => (row.brokers.length ? row.brokers.map((b) => b.name).join(', ') : <span className="text-ink-soft">{m.noBroker}</span>),
    },
    {
      key: 'commission',
      header: m.columns.commission,
      align: 'end',
      testId: 'admin-property-commission',
      cell: (row) => `${(row.commission_bps / 100).toLocaleString(locale, { maximumFractionDigits: 2 })} %`,
    },
    {
      key: 'terms',
      header: m.columns.terms,
      className: 'text-xs',
      cell: (row) =>
        fill(m.terms, {
          deposit: row.deposit_percent,
          days: row.balance_due_days,
          security: formatMoney(locale, row.security_deposit_cents, row.currency),
        }),
    },
  ];

  return (
    <>
      <DataTable
        rows={page.rows}
        columns={columns}
        rowKey={(row) => row.id}
        label={m.title}
        testId="admin-properties-table"
        minWidthClass="md:min-w-[56rem]"
        rowProps={(row) => ({ 'data-testid': 'admin-property-row', 'data-id': row.id, 'data-state': row.review_state })}
        actionsHeader={m.columns.actions}
        actions={(row) => (
          <>
            <div className="flex flex-wrap gap-1.5">
              {row.status === 'submitted' ? (
                <>
                  <Button
                    variant="accent"
                    size="sm"
                    className="whitespace-nowrap"
                    busy={publishCall.busy && publishing === row.id}
                    busyLabel={m.dialog.working}
                    onPress={() => publish(row)}
                    data-testid="admin-property-publish"
                  >
                    {m.actions.publish}
                  </Button>
                  <Button
                    variant="danger-outline"
                    size="sm"
                    className="whitespace-nowrap"
                    onPress={() => setDialog({ kind: 'return', row })}
                    data-testid="admin-property-return"
                  >
                    {m.actions.return}
                  </Button>
                </>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                className="whitespace-nowrap"
                onPress={() => setDialog({ kind: 'edit', row })}
                data-testid="admin-property-edit"
              >
                {m.actions.edit}
              </Button>
              <a
                href={`${localizeHref(locale, '/admin/audit')}?object_type=property&object_id=${row.id}`}
                className={`${buttonStyles({ variant: 'quiet', size: 'sm' })} whitespace-nowrap`}
              >
                {m.history}
              </a>
            </div>
            <ErrorLine message={rowError(row)} testId="admin-property-error" />
          </>
        )}
      />
      <Pager
        page={page.page}
        pageCount={page.page_count}
        href={pageHref}
        labels={{ ...m.pager, page: fill(m.pager.page, { page: page.page, count: page.page_count }) }}
      />
      {dialog?.kind === 'return' ? <ReturnDialog row={dialog.row} locale={locale} m={m} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <EditDialog row={dialog.row} owners={owners} locale={locale} m={m} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}
