import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { QueueRow } from '@/server/concierge/queue.types';
import desk from '../../../messages/en/desk.json';
import { type QueueItem, QueueTable } from './queue-table';

// The table renders on the server first: outside Next's router, the hooks it reads are stand-ins.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => undefined, refresh: () => undefined, prefetch: () => Promise.resolve() }),
  useParams: () => ({ locale: 'en' }),
  usePathname: () => '/concierges/reservations',
}));

const row = (id: number, status: QueueRow['status']): QueueRow => ({
  id,
  confirmation_number: `ABC${id}`,
  status,
  check_in: '2030-01-01',
  check_out: '2030-01-05',
  guests: 2,
  property: { id: 1, name: 'Villa Mar', destination: 'Punta Cana' },
  guest: { name: 'Ana Rivera', email: 'ana@example.test', locale: 'es' },
  total_cents: 100_000,
  currency: 'USD',
  hold_expires_at: status === 'requested' ? '2030-01-01T00:00:00Z' : null,
  hold_seconds_left: status === 'requested' ? 3_600 : null,
  assigned: status === 'requested' ? null : { id: 9, name: 'María Fernández' },
  activity_at: '2029-12-01T00:00:00Z',
});
const item = (r: QueueRow): QueueItem => ({
  row: r,
  stay: '1–5 Jan 2030',
  guests: '2 guests',
  activity: 'Dec 1',
  hold: r.hold_seconds_left ? '1 h 0 min left' : null,
  status: r.status,
});
describe('QueueTable', () => {
  it('renders requests with their hold and decisions, other rows with their concierge, every row focusable by the keys', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" timeZone="America/Santo_Domingo" messages={{ desk }}>
        <QueueTable locale="en" items={[item(row(1, 'requested')), item(row(2, 'confirmed'))]} />
      </NextIntlClientProvider>,
    );
    expect(html.match(/data-testid="queue-row"/g)).toHaveLength(2);
    expect(html).toContain('data-testid="row-confirm"');
    expect(html.match(/data-testid="row-decline"/g)).toHaveLength(1);
    expect(html.match(/data-testid="row-assign"/g)).toHaveLength(2);
    expect(html).toContain('1 h 0 min left');
    expect(html).toContain('María Fernández');
    expect(html).toContain('aria-label="Select ABC1"');
    // Roving focus: the first row takes Tab until j/k move it.
    expect(html.match(/<tr[^>]*tabindex="0"/g)).toHaveLength(1);
  });
});
