import { parseEntityId } from '../catalog/catalog.params';
import { notFound } from '../core/errors';

/** A trip id from a route segment; a malformed one names no trip, so it is a 404 like another guest's. */
export function tripIdOrThrow(raw: unknown): number {
  const id = parseEntityId(typeof raw === 'string' ? raw : undefined);
  if (id === undefined) throw notFound();
  return id;
}
