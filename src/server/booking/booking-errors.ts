import { AppError } from '../core/errors';

/** An AppError whose sentence lives under booking.errors.<code>. */
export const bookingError = (status: number, code: string, extra: { values?: Record<string, number | string> } = {}) =>
  new AppError(status, code, { message: { key: `booking.errors.${code}`, values: extra.values } });
