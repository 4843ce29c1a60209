import { z } from 'zod';
import { nameText } from '../../core/text';

/** The locales a document is rendered in; anything else is the request's. */
export const authorizationLocale = z.enum(['en', 'es']);

/**
 * POST /v1/guestbook/{number}/authorization/sign. `consent` is checked apart (it must be literally
 * `true`: 422 `consent_required`), so it is any value here. The name is a name (nameText: a
 * bidirectional control character is refused, the record reads as typed); whether it is the lead
 * guest's is the service's check.
 */
export const signAuthorizationInput = z.object({
  full_name: nameText(120),
  consent: z.unknown().optional(),
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/),
  locale: authorizationLocale,
});
export type SignAuthorizationInput = z.infer<typeof signAuthorizationInput>;
