import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney } from '@/lib/format';
import type { PendingChange } from '@/server/booking/change-pending';
import { PendingChangePanel, type PendingChangeLabels } from './pending-change';

// The panel renders on the server first: outside Next's router, the hook it reads is a stand-in.
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));

const labels: PendingChangeLabels = {
  title: 'Change requested by the guest',
  now: 'Now',
  asked: 'Asked for',
  nowStay: 'Feb 1 – 8, 2030 · 2 guests',
  askedStay: 'Feb 1 – 3, 2030 · 2 guests',
  today: 'If accepted today',
  policy: 'Cancellation policy',
  policyName: 'Strict',
  newTotal: 'New stay total',
  toCharge: 'To charge the guest',
  refund: 'Refund to the guest (0% of the reduction)',
  kept: 'Kept by the cancellation policy',
  blocked: null,
  accept: 'Accept',
  decline: 'Decline',
  working: 'Working…',
  network: 'No connection.',
};
const change = (today: PendingChange['if_accepted_today']): PendingChange => ({
  id: 7,
  status: 'requested',
  from: { check_in: '2030-02-01', check_out: '2030-02-08', guests: 2 },
  to: { check_in: '2030-02-01', check_out: '2030-02-03', guests: 2 },
  difference_cents: -500_000,
  created_at: '2030-01-09T12:00:00.000Z',
  decided_at: null,
  if_accepted_today: today,
  blocked: today ? null : 'dates_unavailable',
});
/** A sum as the panel writes it, escaped for a pattern. */
const usd = (cents: number) => formatMoney('en', cents, 'USD').replace(/[$.]/g, '\\$&');
const render = (c: PendingChange, l = labels) =>
  renderToStaticMarkup(<PendingChangePanel locale="en" tripId={3} currency="USD" change={c} labels={l} />);

describe('the desk’s pending change', () => {
  it('a cheaper change: the refund today and what the policy keeps, before Accept', () => {
    const html = render(
      change({
        total_cents: 300_000,
        difference_cents: -500_000,
        policy: 'strict',
        refund_percent: 0,
        refund_cents: 0,
        policy_keeps_cents: 500_000,
      }),
    );
    expect(html).toContain('Refund to the guest (0% of the reduction)');
    expect(html).toMatch(new RegExp(`data-figure="kept".*?${usd(500_000)}`));
    expect(html).toMatch(new RegExp(`data-figure="refund".*?${usd(0)}`));
    expect(html).not.toContain('To charge the guest');
    expect(html).toContain('Strict');
  });

  it('a dearer change: the amount to charge, no refund line', () => {
    const html = render(
      change({
        total_cents: 900_000,
        difference_cents: 100_000,
        policy: 'strict',
        refund_percent: 0,
        refund_cents: 0,
        policy_keeps_cents: 0,
      }),
    );
    expect(html).toMatch(new RegExp(`data-figure="to_charge".*?${usd(100_000)}`));
    expect(html).not.toContain('data-figure="refund"');
  });

  it('blocked: the reason, and Accept disabled', () => {
    const html = render(change(null), { ...labels, blocked: 'Cannot be accepted as it stands: those nights are taken.' });
    expect(html).toContain('Cannot be accepted as it stands');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Accept/);
  });
});
