import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './validation';

describe('parseInput', () => {
  it('refuses U+0000 in a query string as a 400 naming the field (PostgreSQL text cannot hold it)', () => {
    const schema = z.preprocess((v) => (v instanceof URLSearchParams ? Object.fromEntries(v) : v), z.object({ q: z.string().optional() }));
    let caught: unknown;
    try {
      parseInput(schema, new URLSearchParams({ q: 'a\u0000b' }));
    } catch (err) {
      caught = err;
    }
    expect(caught).toMatchObject({ status: 400, code: 'validation_failed', fields: { q: { key: 'errors.fields.invalid_value' } } });
    expect(parseInput(schema, new URLSearchParams({ q: 'ab' }))).toEqual({ q: 'ab' });
  });
});
