/** Largest PostgreSQL integer: a bigger "id" names nothing and must never reach SQL (it would throw). */
const MAX_INT4 = 2_147_483_647;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

/** A property id from a URL segment: digits only, no leading zero, within int4; else undefined. */
export function parseEntityId(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_INT4 ? id : undefined;
}

/** A lower-case kebab slug from a URL segment; else undefined (no query is worth running). */
export function parseSlug(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length <= MAX_SLUG_LENGTH && SLUG.test(raw) ? raw : undefined;
}
