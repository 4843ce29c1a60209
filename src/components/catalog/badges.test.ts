import { describe, expect, it } from 'vitest';
import { propertyBadges } from './badges';

const none = { in_offer: false, offer_tag: null, instant_book: false, hightlight: null };

describe('propertyBadges', () => {
  it('shows nothing for a plain property', () => {
    expect(propertyBadges(none, 'Book now')).toEqual([]);
  });
  it('shows the offer tag only while in offer, soft-danger', () => {
    expect(propertyBadges({ ...none, offer_tag: '15% off' }, 'Book now')).toEqual([]);
    expect(propertyBadges({ ...none, in_offer: true, offer_tag: '15% off' }, 'Book now')).toEqual([
      { kind: 'offer', text: '15% off', className: 'bg-danger-soft text-danger' },
    ]);
  });
  it('orders offer, book now, highlight with their styles', () => {
    const badges = propertyBadges({ in_offer: true, offer_tag: 'Offer', instant_book: true, hightlight: 'Oceanfront' }, 'Reserva ya');
    expect(badges.map((b) => [b.kind, b.text, b.className])).toEqual([
      ['offer', 'Offer', 'bg-danger-soft text-danger'],
      ['bookNow', 'Reserva ya', 'bg-danger-soft text-danger'],
      ['highlight', 'Oceanfront', 'bg-primary-soft text-primary'],
    ]);
  });
});
