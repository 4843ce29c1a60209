import { AppError } from '../core/errors';
import { parseEntityId, parseSlug } from '../catalog/catalog.params';

/** A property id from a route segment; 400 `validation_failed` (field `id`) when malformed. */
export function propertyIdOrThrow(raw: unknown): number {
  const id = parseEntityId(typeof raw === 'string' ? raw : undefined);
  if (id === undefined) throw new AppError(400, 'validation_failed', { fields: { id: { key: 'errors.fields.invalid_value' } } });
  return id;
}

/** A slug from a route segment; a malformed one names nothing, so it is a 404 like an unknown one. */
export function slugOrThrow(raw: unknown): string {
  const slug = parseSlug(typeof raw === 'string' ? raw : undefined);
  if (slug === undefined) throw new AppError(404, 'not_found');
  return slug;
}
