/** How long a request holds its nights while a concierge decides (DESIGN §5). */
export const REQUEST_HOLD_MS = 48 * 60 * 60 * 1000;
/** How long an instant booking or an accepted request holds its nights until its deposit is paid (DESIGN §5). */
export const PAYMENT_HOLD_MS = 72 * 60 * 60 * 1000;
