import { z } from 'zod';
import { nameText } from '../core/text';
import { isCountryCode } from '@/lib/countries';
import { isTimeZone } from '@/lib/time-format';
import { parseEntityId } from '../catalog/catalog.params';

/**
 * Inputs of the accounts API (SPEC §7). Form data arrives as strings and JSON as typed values, so
 * ids accept a number or a string of digits. Sentences live in messages/{en,es}/accounts.json.
 */

export const PASSWORD_MIN = 8;
/** argon2 hashes any length, but a cap keeps a login from being a way to burn CPU. */
export const PASSWORD_MAX = 200;
export const NAME_MAX = 120;
export const PHONE_MAX = 40;
export const EMAIL_MAX = 254;
export const FAVORITES_SYNC_MAX = 200;

const msg = (key: string) => ({ params: { messageKey: `accounts.errors.${key}` } });

export const emailInput = z.string().trim().min(1).max(EMAIL_MAX).pipe(z.email());

/** A new password: long enough and capped. Equality with the email is checked where both are known. */
export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const loginInput = z.object({
  email: emailInput,
  password: z.string().min(1).max(PASSWORD_MAX),
});

export const signupInput = z
  .object({
    email: emailInput,
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.password.toLowerCase() === v.email.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['password'], ...msg('password_same_as_email') });
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], ...msg('password_mismatch') });
  });

/** An id in a form field or JSON: a positive int4 as a number or a string of digits; else undefined. */
export function toEntityId(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isInteger(raw) ? parseEntityId(String(raw)) : undefined;
  return typeof raw === 'string' ? parseEntityId(raw.trim()) : undefined;
}

const ID_JSON_SCHEMA = {
  anyOf: [
    { type: 'integer', minimum: 1 },
    { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
  ],
};

/** A property or country id; a missing one reads "required", anything else not an id "not valid". */
const entityId = z
  .unknown()
  .superRefine((v, ctx) => {
    if (toEntityId(v) !== undefined) return;
    const missing = v === undefined || v === null || v === '';
    ctx.addIssue({ code: 'custom', params: { messageKey: missing ? 'errors.fields.required' : 'errors.fields.invalid_value' } });
  })
  .transform((v) => toEntityId(v) as number)
  .meta({ description: 'An id: a positive integer, as a number or a string of digits.', ...ID_JSON_SCHEMA });

const PHONE = /^[+()0-9 .\-/]*$/;

/** country_id as SPEC's callers send it: an ISO code, or one of our destination countries' ids. */
export type LegacyCountry = { code: string } | { destinationId: number };

export const profileUpdateInput = z.object({
  _method: z
    .string()
    .optional()
    .refine((m) => m === undefined || m === '' || m.toLowerCase() === 'put' || m.toLowerCase() === 'patch', msg('method_invalid')),
  name: z
    .union([z.string(), z.null()])
    .transform((v) => (v ?? '').trim())
    .pipe(nameText(NAME_MAX, { min: 0 }))
    .optional(),
  phone: z
    .union([z.string(), z.null()])
    .transform((v) => (v ?? '').trim())
    .pipe(
      z
        .string()
        .max(PHONE_MAX)
        .refine((p) => PHONE.test(p) && (p === '' || /\d/.test(p)), msg('phone_invalid')),
    )
    .optional(),
  /** ISO 3166-1 alpha-2 in any case, or empty/null to clear it (decision 029). */
  country_code: z
    .union([z.null(), z.string()])
    .transform((v) => (v ?? '').trim().toUpperCase())
    .pipe(z.string().refine((c) => c === '' || isCountryCode(c), msg('country_unknown')))
    .transform((c) => (c === '' ? null : c))
    .optional()
    .meta({ description: 'ISO 3166-1 alpha-2 code (any assigned country, any case); empty or null clears it. Wins over country_id.' }),
  /**
   * SPEC §7's field, kept for its callers: an ISO code as in country_code, or (as before) the id of
   * one of our destination countries, which is saved as that country's ISO code.
   */
  country_id: z
    .union([z.null(), z.number(), z.string()])
    .transform((v, ctx): LegacyCountry | null => {
      const raw = v === null ? '' : String(v).trim();
      if (raw === '') return null;
      if (/^[A-Za-z]{2}$/.test(raw) && isCountryCode(raw.toUpperCase())) return { code: raw.toUpperCase() };
      const id = toEntityId(v);
      if (id !== undefined) return { destinationId: id };
      ctx.addIssue({ code: 'custom', ...msg('country_unknown') });
      return z.NEVER;
    })
    .optional()
    .meta({
      description:
        'Deprecated alias of country_code (SPEC §7): an ISO 3166-1 alpha-2 code, or the id of one of our destination countries (saved as its ISO code); empty or null clears it.',
      anyOf: [{ type: 'string' }, { type: 'integer', minimum: 1 }, { type: 'null' }],
    }),
  locale: z
    .string()
    .refine((l) => l === 'en' || l === 'es', msg('locale_invalid'))
    .transform((l) => l as 'en' | 'es')
    .optional(),
  /** The person's clock (issue 31): an IANA zone; empty or null clears it (their browser's zone applies). */
  time_zone: z
    .union([z.null(), z.string()])
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().refine((zone) => zone === '' || isTimeZone(zone), msg('time_zone_unknown')))
    .transform((zone) => (zone === '' ? null : zone))
    .optional()
    .meta({ description: "An IANA time zone name (e.g. America/Santo_Domingo); empty or null clears it (the browser's zone applies)." }),
});
export type ProfileUpdate = z.output<typeof profileUpdateInput>;

export const passwordChangeInput = z
  .object({
    current_password: z.string().min(1).max(PASSWORD_MAX),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], ...msg('password_mismatch') });
  });

export const favoriteToggleInput = z.object({ property_id: entityId });

/** A JSON array of ids, or a comma-separated string (form data); at most FAVORITES_SYNC_MAX. */
export const favoritesSyncInput = z.object({
  property_ids: z
    .union([
      z.array(z.unknown()),
      z.string().transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter((x) => x !== ''),
      ),
    ])
    .pipe(
      z
        .array(z.unknown())
        .max(FAVORITES_SYNC_MAX)
        .refine((ids) => ids.every((id) => toEntityId(id) !== undefined), msg('property_ids_invalid'))
        .transform((ids) => ids.map((id) => toEntityId(id) as number)),
    )
    .meta({
      description: `Property ids: a JSON array, or a comma-separated string in form data; at most ${FAVORITES_SYNC_MAX}.`,
      anyOf: [{ type: 'array', items: ID_JSON_SCHEMA, maxItems: FAVORITES_SYNC_MAX }, { type: 'string' }],
    }),
});

export const recoveryInput = z.object({ email: emailInput });

export const resetInput = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: newPassword,
    password_confirmation: z.string().max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], ...msg('password_mismatch') });
  });
