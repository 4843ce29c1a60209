import { z } from 'zod';
import { stripBidiControls } from '../core/text';

const positiveInt = (max = 2_147_483_647) =>
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(max));

/** GET …/messages: the newest `limit` messages below `before`. */
export const listMessagesQuery = z.strictObject({
  before: positiveInt(Number.MAX_SAFE_INTEGER).optional().describe('Only messages with a smaller id (the page before).'),
  limit: positiveInt(100).optional().describe('How many messages (1–100; default 50).'),
});

/**
 * POST …/messages as JSON or form fields (files come as multipart parts named `files`). The body is
 * free text: bidirectional control characters are removed (src/server/core/text.ts, issue 28 finding 10);
 * its length and emptiness are the policy's (canPostMessage), measured after line endings are normalized.
 */
export const postMessageFields = z.strictObject({
  body: z
    .string()
    .overwrite(stripBidiControls)
    .default('')
    .describe('The text: up to 5,000 characters; may be empty when files are attached.'),
});

/** The documented body of POST …/messages (multipart/form-data; JSON and urlencoded for text alone). */
export const postMessageDocumented = z.object({
  body: z.string().max(5000).optional().describe('The text: up to 5,000 characters; may be empty when files are attached.'),
  files: z
    .array(z.string().describe('A file part (binary).'))
    .max(5)
    .optional()
    .describe('Up to 5 files (parts named `files`): JPEG, PNG, WebP or PDF by content, 10 MB each.'),
});

/** POST …/messages/read */
export const markReadSchema = z.strictObject({
  up_to: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('The newest message id the reader has seen.'),
});

/** GET /v1/concierge/conversations */
export const inboxQuery = z.strictObject({
  assigned: z.enum(['me', 'unassigned', 'all']).default('all').describe('Trips assigned to the caller, to nobody, or all of the scope.'),
  unread: z.enum(['true', 'false']).default('false').describe('`true`: only conversations with unread guest messages.'),
  page: positiveInt(10_000).default(1),
  per_page: positiveInt(100).default(25),
});

/** The Idempotency-Key header: a retried POST stores its message once. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
