/**
 * The one error type of the server (DESIGN §3, §7). Services throw it; withApi() turns it into
 * `{ error, code, fields? }` with `error` in the request's language, and pages map it to a screen.
 */
export type ErrorCode =
  | 'validation_failed'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'unauthorized'
  | 'token_expired'
  | 'forbidden'
  | 'bad_origin'
  | 'not_found'
  | 'method_not_allowed'
  | 'invalid_path'
  | 'rate_limited'
  | 'conflict'
  | 'internal'
  // Contexts add their own codes; their sentence is the message key given to the error.
  | (string & {});

/** A message key with its values: `errors.codes.not_found`, or a context's own key. */
export interface MessageRef {
  key: string;
  values?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The sentence for `error`; defaults to `errors.codes.<code>`. */
  readonly messageRef: MessageRef;
  /** Per-field messages, already as keys (translated at the edge). */
  readonly fields: Record<string, MessageRef> | undefined;
  /** Extra headers for the answer, e.g. Retry-After. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    opts: { message?: MessageRef; fields?: Record<string, MessageRef>; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.messageRef = opts.message ?? { key: `errors.codes.${code}` };
    this.fields = opts.fields;
    this.headers = opts.headers;
  }
}

export const badRequest = (code: ErrorCode = 'validation_failed', opts?: ConstructorParameters<typeof AppError>[2]) =>
  new AppError(400, code, opts);
export const unauthorized = (code: 'unauthorized' | 'token_expired' = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden', opts?: ConstructorParameters<typeof AppError>[2]) => new AppError(403, code, opts);
export const notFound = () => new AppError(404, 'not_found');
export const conflict = (code: ErrorCode = 'conflict', opts?: ConstructorParameters<typeof AppError>[2]) => new AppError(409, code, opts);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });

/** PostgreSQL's SQLSTATE of a failed query; drizzle wraps the driver's error in `cause` (STACK-NOTES 8). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
