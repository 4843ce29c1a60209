import { AppError } from '../core/errors';

/** An AppError whose sentence is in the messaging namespace (`messaging.errors.<code>`). */
export const messagingError = (status: number, code: string, values?: Record<string, string | number>) =>
  new AppError(status, code, { message: { key: `messaging.errors.${code}`, values } });
