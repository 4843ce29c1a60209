import { AppError } from '@/server/core/errors';

/** The AppError a service call refuses with; fails the test when it resolves or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected an AppError');
}
