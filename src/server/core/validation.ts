import type { z } from 'zod';
import { AppError, type MessageRef } from './errors';

/**
 * Parses input with a zod schema; failure is a 400 `validation_failed` with a message key per
 * field. A refinement names its own sentence with `params: { messageKey }` (any namespace).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // PostgreSQL text cannot hold U+0000: a field that carries one would fail in the database (a 500).
  const withNul = nulFields(input);
  if (withNul.length) {
    throw new AppError(400, 'validation_failed', {
      fields: Object.fromEntries(withNul.map((name) => [name, { key: 'errors.fields.invalid_value' }])),
    });
  }
  // reportInput: zod 4 leaves `issue.input` out otherwise, and a wrong type would read as "required".
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw new AppError(400, 'validation_failed', { fields: fieldMessages(result.error.issues) });
}

export function fieldMessages(issues: readonly z.core.$ZodIssue[]): Record<string, MessageRef> {
  const fields: Record<string, MessageRef> = {};
  for (const issue of issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : '_';
    fields[name] ??= messageFor(issue);
  }
  return fields;
}

function messageFor(issue: z.core.$ZodIssue): MessageRef {
  const key = (k: string, values?: Record<string, string | number>): MessageRef =>
    values ? { key: `errors.fields.${k}`, values } : { key: `errors.fields.${k}` };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === '' ? key('required') : key('invalid_type');
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? key('required') : key('too_short', { minimum: Number(issue.minimum) });
      return key('too_small', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? key('too_long', { maximum: Number(issue.maximum) })
        : key('too_big', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return key('invalid_email');
      if (issue.format === 'date') return key('invalid_date');
      return key('invalid_value');
    case 'unrecognized_keys':
      return key('unknown_field');
    case 'custom': {
      const params = issue.params as { messageKey?: unknown; values?: Record<string, string | number> } | undefined;
      if (typeof params?.messageKey !== 'string') return key('invalid_value');
      return params.values ? { key: params.messageKey, values: params.values } : { key: params.messageKey };
    }
    default:
      return key('invalid_value');
  }
}

/** The paths (`a.b.0`) of the strings in `input` that contain U+0000, keys included. */
function nulFields(input: unknown, path: string[] = [], out: string[] = [], depth = 0): string[] {
  // A query string (URLSearchParams) is checked by its entries, like a body's fields.
  if (input instanceof URLSearchParams) return nulFields(Object.fromEntries(input), path, out, depth);
  if (typeof input === 'string') {
    if (input.includes('\u0000')) out.push(path.length ? path.join('.') : '_');
  } else if (input && typeof input === 'object' && depth < 32) {
    for (const [key, value] of Object.entries(input)) {
      if (key.includes('\u0000')) out.push(path.length ? path.join('.') : '_');
      else nulFields(value, [...path, key], out, depth + 1);
    }
  }
  return out;
}
