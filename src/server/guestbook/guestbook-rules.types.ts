import type { z } from 'zod';
import type { authorizationSchema, instructionsSchema, signatureSchema } from './authorization/authorization.openapi';

/** The shapes the guestbook's authorization and instructions answer with (API and pages alike). */

export interface AuthorizationSection {
  heading: string;
  paragraphs: string[];
  /** A list (the house rules) rather than running paragraphs. */
  list?: boolean;
}

/** A signature as the API answers it (the guest's own record: name, time, address, agent, language). */
export type ApiSignature = z.infer<typeof signatureSchema>;

export type ApiAuthorization = z.infer<typeof authorizationSchema>;

export type RevealMissing = 'check_in' | 'authorization';

/**
 * A stay's arrival instructions. `private` carries the door code and the wifi password only when
 * revealed (reveal-rule.ts); otherwise the keys are absent, with what is missing and when they appear.
 */
export type ApiInstructions = z.infer<typeof instructionsSchema>;
