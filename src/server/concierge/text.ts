import { freeText } from '../core/text';

/**
 * A staff member's reason, shown to the guest: one to 500 characters of free text (the platform's
 * rule: bidirectional control characters removed, issue 28 finding 10).
 */
export const freeTextSchema = freeText(500, { min: 1 });
