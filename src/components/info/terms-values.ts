import { DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT } from '@/server/db/schema/payment-terms';
import type { InfoValues } from './info-content';

/** The figures the terms state: the default payment schedule, from the constants the villas' columns default to. */
export const TERMS_VALUES: InfoValues = {
  depositPercent: DEFAULT_DEPOSIT_PERCENT,
  balanceDueDays: DEFAULT_BALANCE_DUE_DAYS,
};
