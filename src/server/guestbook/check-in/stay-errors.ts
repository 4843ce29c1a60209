import { AppError } from '../../core/errors';

// No 'server-only' marker: shared by the clean-up job's modules.

/** An AppError whose sentence is in the guestbookStay namespace (`guestbookStay.errors.<code>`). */
export const stayError = (status: number, code: string, values?: Record<string, string | number>) =>
  new AppError(status, code, {
    message: values ? { key: `guestbookStay.errors.${code}`, values } : { key: `guestbookStay.errors.${code}` },
  });
