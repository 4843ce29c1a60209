/**
 * The default payment schedule (DESIGN §5): a villa's columns default to it, each reservation
 * freezes the villa's own at booking, and the terms page states it. One definition, so the terms,
 * the columns' defaults and the checkout cannot disagree. Plain numbers: pages and tests import
 * them without the database.
 */

/** The share of the stay, in whole percent, paid at booking. */
export const DEFAULT_DEPOSIT_PERCENT = 30;

/** Days before arrival the balance, with the security deposit, is due; a booking inside them pays everything at once. */
export const DEFAULT_BALANCE_DUE_DAYS = 60;
