import { z } from 'zod';
import { freeText, nameText } from '../core/text';
import { BUSINESS_TIME_ZONE } from '@/lib/business';
import { todayIn } from '../core/calendar';

/** The kinds of inquiry the public forms send (the `inquiry_kind` enum). */
export const INQUIRY_KINDS = ['contact', 'owner', 'travel_agent', 'experience', 'service'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** The hidden field bots fill in and people never see (docs: the forms' honeypot). */
export const HONEYPOT_FIELD = 'website';

/** Every form posts at most this many submissions per IP address and window. */
export const INQUIRY_RATE_LIMIT = { limit: 5, windowSeconds: 10 * 60 } as const;

const PHONE = /^\+?[\d\s().-]{6,40}$/;
const phoneMessage = { messageKey: 'inquiries.errors.phone' };

/** Names refuse bidirectional control characters; every other text has them stripped. */
const name = (max: number) => nameText(max);
const text = (max: number) => freeText(max, { min: 1 });
const optionalText = (max: number) => freeText(max).optional().default('');
const email = z.string().trim().min(1).max(254).pipe(z.email());
const phoneRequired = z
  .string()
  .trim()
  .min(1)
  .refine((v) => PHONE.test(v), { params: phoneMessage });
const phoneOptional = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine((v) => v === '' || PHONE.test(v), { params: phoneMessage });

/** A whole number typed in a form: '' and absent are "required", digits as text are accepted. */
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** Today's date where the villas are (the Dominican Republic), YYYY-MM-DD. */
export function todayInResortTime(now = new Date()): string {
  return todayIn(BUSINESS_TIME_ZONE, now);
}

const futureDate = z.iso.date().refine((v) => v >= todayInResortTime(), { params: { messageKey: 'inquiries.errors.datePast' } });

const request = {
  slug: text(120),
  name: name(120),
  email,
  phone: phoneOptional,
  preferredDate: futureDate,
  guests: wholeNumber(1, 50),
  message: optionalText(4000),
};

/** One schema per form, told apart by `kind`. Unknown keys are dropped. */
export const inquirySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('contact'),
    name: name(120),
    email,
    phone: phoneOptional,
    subject: text(150),
    message: text(4000),
  }),
  z.object({
    kind: z.literal('owner'),
    name: name(120),
    email,
    phone: phoneRequired,
    villaLocation: text(200),
    bedrooms: wholeNumber(1, 60),
    message: optionalText(4000),
  }),
  z.object({
    kind: z.literal('travel_agent'),
    agencyName: name(150),
    iataNumber: optionalText(40),
    contactName: name(120),
    email,
    phone: phoneRequired,
    country: text(80),
    message: optionalText(4000),
  }),
  z.object({ kind: z.literal('experience'), ...request }),
  z.object({ kind: z.literal('service'), ...request }),
]);

export type InquiryInput = z.output<typeof inquirySchema>;
