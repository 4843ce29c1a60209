import { describe, expect, it } from 'vitest';
import { queueHref, queueParamsOf } from './queue-href';

describe('queueHref', () => {
  it('keeps the filters, changes some, leaves out blanks and page 1', () => {
    const current = queueParamsOf({ status: ['requested', 'confirmed'], q: ' Harper ', page: '3', assigned: '' });
    expect(current).toEqual({ status: 'requested,confirmed', q: 'Harper', page: '3' });
    expect(queueHref(current, { page: '4' })).toBe('/concierges/reservations?status=requested%2Cconfirmed&q=Harper&page=4');
    expect(queueHref(current, { status: undefined, page: undefined })).toBe('/concierges/reservations?q=Harper');
    expect(queueHref({}, { page: '1' })).toBe('/concierges/reservations');
  });
});
