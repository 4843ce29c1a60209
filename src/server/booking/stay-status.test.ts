import { describe, expect, it } from 'vitest';
import { reservationStatus } from '../db/schema/booking';
import { SHOWN_STATUSES, STORED_STATUSES } from './stay-status';

describe('STORED_STATUSES', () => {
  it('is the reservation_status enum, every value once, in the order lists and tabs show them', () => {
    expect([...STORED_STATUSES].sort()).toEqual([...reservationStatus.enumValues].sort());
    expect(STORED_STATUSES).toEqual(['requested', 'awaiting_payment', 'confirmed', 'declined', 'expired', 'cancelled']);
    expect(SHOWN_STATUSES).toEqual([...STORED_STATUSES, 'completed']);
  });
});
