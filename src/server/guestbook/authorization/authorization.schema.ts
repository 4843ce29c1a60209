import { z } from 'zod';

/** The locales a document is rendered in; anything else is the request's. */
export const authorizationLocale = z.enum(['en', 'es']);

/**
 * POST /v1/guestbook/{number}/authorization/sign. `consent` is checked apart (it must be literally
 * `true`: 422 `consent_required`), so it is any value here.
 */
export const signAuthorizationInput = z.object({
  full_name: z.string().trim().min(1).max(120),
  consent: z.unknown().optional(),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/),
  locale: authorizationLocale,
});
export type SignAuthorizationInput = z.infer<typeof signAuthorizationInput>;
