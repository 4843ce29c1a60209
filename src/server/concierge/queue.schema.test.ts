import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, queueQuerySchema, queueRecord } from './queue.schema';

describe('queueQuerySchema', () => {
  it('reads one status or several, blank fields as absent, and pages by default', () => {
    const q = queueQuerySchema.parse(
      new URLSearchParams('status=requested&status=confirmed,requested&q=%20Harper%20&assigned=me&arrival_from='),
    );
    expect(q).toMatchObject({ status: ['requested', 'confirmed'], q: 'Harper', assigned: 'me', page: 1, per_page: DEFAULT_PAGE_SIZE });
    expect(q.arrival_from).toBeUndefined();
    expect(queueQuerySchema.parse({ assigned: '42', property_id: '7', per_page: '100' })).toMatchObject({
      assigned: 42,
      property_id: 7,
      per_page: 100,
    });
    expect(queueQuerySchema.parse({ assigned: 'none' }).assigned).toBe('none');
  });

  it('refuses what names nothing: unknown statuses, impossible dates, a reversed window, pages out of range', () => {
    const fields = (input: Record<string, string>) => {
      const out = queueQuerySchema.safeParse(input);
      return out.success ? [] : out.error.issues.map((i) => i.path.join('.')).sort();
    };
    expect(fields({ status: 'requested,lost' })).toEqual(['status']);
    expect(fields({ arrival_from: '2026-02-30' })).toEqual(['arrival_from']);
    expect(fields({ arrival_from: '2026-03-02', arrival_to: '2026-03-01' })).toEqual(['arrival_to']);
    expect(fields({ page: '0', per_page: '101', property_id: '01', assigned: 'them' })).toEqual([
      'assigned',
      'page',
      'per_page',
      'property_id',
    ]);
  });

  it('joins a repeated status and keeps the first of anything else', () => {
    expect(queueRecord({ status: ['a', 'b'], q: ['x', 'y'], page: '' })).toEqual({ status: 'a,b', q: 'x' });
  });
});
