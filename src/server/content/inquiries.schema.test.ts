import { describe, expect, it } from 'vitest';
import { inquirySchema, todayInResortTime } from './inquiries.schema';

describe('inquirySchema', () => {
  it('accepts form input as typed: numbers as text, trimmed values, optional fields left out', () => {
    const parsed = inquirySchema.parse({
      kind: 'owner',
      name: '  Luis Gómez ',
      email: ' luis@example.test',
      phone: '+34 (600) 000-000',
      villaLocation: 'Cap Cana',
      bedrooms: ' 6 ',
      website: '',
    });
    expect(parsed).toEqual({
      kind: 'owner',
      name: 'Luis Gómez',
      email: 'luis@example.test',
      phone: '+34 (600) 000-000',
      villaLocation: 'Cap Cana',
      bedrooms: 6,
      message: '',
    });
  });

  it('refuses a phone that is not a number, and a travel agent without one', () => {
    expect(
      inquirySchema.safeParse({ kind: 'contact', name: 'A', email: 'a@example.test', phone: 'call me', subject: 'S', message: 'M' })
        .success,
    ).toBe(false);
    const agent = inquirySchema.safeParse({
      kind: 'travel_agent',
      agencyName: 'A',
      contactName: 'B',
      email: 'b@example.test',
      country: 'US',
    });
    expect(agent.success ? [] : agent.error.issues.map((i) => i.path.join('.'))).toEqual(['phone']);
  });

  it('takes a request date from today onwards, where the villas are', () => {
    const base = { kind: 'service', slug: 'private-chef', name: 'Eva', email: 'eva@example.test', guests: 2 };
    expect(inquirySchema.safeParse({ ...base, preferredDate: todayInResortTime() }).success).toBe(true);
    expect(inquirySchema.safeParse({ ...base, preferredDate: '2020-02-30' }).success).toBe(false);
    expect(inquirySchema.safeParse({ ...base, preferredDate: '2020-01-01' }).success).toBe(false);
  });

  it('computes today in the Dominican Republic, not UTC', () => {
    // 02:00 UTC on 1 March is still 28 February in Santo Domingo (UTC-4).
    expect(todayInResortTime(new Date('2027-03-01T02:00:00Z'))).toBe('2027-02-28');
  });
});
