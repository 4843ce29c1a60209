import { z } from 'zod';

/**
 * A small OpenAPI 3.1 registry (DESIGN §7). Each bounded context describes its own operations in
 * `<context>.openapi.ts` as a list of `ApiOperation`, from the same zod schemas its routes parse
 * with; GET /v1/openapi.json assembles them with `buildOpenApiDocument`. To add a context, export
 * its list and add it to `src/app/v1/openapi.json/route.ts` (src/app/v1/openapi.json/parts.test.ts
 * fails when an exported operation is missing there). src/app/openapi-coverage.test.ts fails
 * when a route file under /api or /v1 serves a method the document lacks, or the reverse.
 */

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/v1/properties/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  /** Path parameters: each field a string schema with a description. */
  params?: z.ZodObject;
  /** Query string fields (their input side is documented: strings as sent). */
  query?: z.ZodObject;
  /** Request body, accepted as JSON and as form data unless `bodyTypes` says otherwise. */
  body?: z.ZodType;
  bodyTypes?: string[];
  /** The success body, e.g. `z.object({ data, meta })`. */
  response: z.ZodType;
  /** The success body's media type; default application/json. */
  responseType?: string;
  /** Other media types the same success status may answer with (e.g. an HTML page and `?format=json`). */
  otherResponses?: Record<string, z.ZodType>;
  /** Success status; default 200. */
  status?: number;
  /** Error statuses this operation answers with the error shape, with what they mean. */
  errors?: Record<number, string>;
  /** `session`: needs the alma_session cookie or a bearer token; `optional`: uses one when sent. */
  auth?: 'session' | 'optional';
}

/** Every error answer (DESIGN §7): `error` is a sentence in the request's language. */
export const apiErrorSchema = z.object({
  error: z.string().describe('A sentence in the request’s language (SPEC §8 shows it as is).'),
  code: z.string().describe('Stable machine word: validation_failed, not_found, dates_unavailable, token_expired…'),
  fields: z.record(z.string(), z.string()).optional().describe('Per-field sentences of a validation_failed.'),
});

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12', reused: 'inline' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parameters(schema: z.ZodObject | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, prop]) => {
    const { description, ...rest } = prop;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export function buildOpenApiDocument(operations: readonly ApiOperation[], info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {
      [String(op.status ?? 200)]: {
        description: 'OK',
        content: {
          [op.responseType ?? 'application/json']: { schema: jsonSchema(op.response, 'output') },
          ...Object.fromEntries(
            Object.entries(op.otherResponses ?? {}).map(([type, schema]) => [type, { schema: jsonSchema(schema, 'output') }]),
          ),
        },
      },
    };
    const errors: Record<number, string> = { ...op.errors };
    if ((op.query || op.body || op.params) && !errors[400]) errors[400] = 'Bad input (validation_failed).';
    if (op.auth === 'session' && !errors[401]) errors[401] = 'No session, or it expired (token_expired).';
    errors[500] ??= 'A bug on our side (internal).';
    for (const [status, description] of Object.entries(errors)) responses[status] = errorResponse(description);
    const operation: Record<string, unknown> = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query')],
      responses,
    };
    if (op.description) operation.description = op.description;
    if (op.body) {
      const schema = jsonSchema(op.body, 'input');
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(
          (op.bodyTypes ?? ['application/json', 'application/x-www-form-urlencoded']).map((t) => [t, { schema }]),
        ),
      };
    }
    if (op.auth === 'session') operation.security = [{ bearer: [] }, { cookie: [] }];
    if (op.auth === 'optional') operation.security = [{}, { bearer: [] }, { cookie: [] }];
    paths[op.path] ??= {};
    const path = paths[op.path] as Record<string, unknown>;
    if (path[op.method]) throw new Error(`openapi: ${op.method.toUpperCase()} ${op.path} is described twice`);
    path[op.method] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/login or /api/signup.' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'alma_session', description: 'The browser session (httpOnly).' },
      },
      parameters: {},
    },
  };
}

/** `{ data }`, and `{ data, meta }` for a paged list. */
export const dataOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const pagedOf = <T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) => z.object({ data: z.array(item), meta });

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  page_count: z.number().int().describe('ceil(total / per_page); 0 when nothing matches.'),
});

/** A numeric id in a path (what `parseEntityId` accepts), described for the document. */
export const numericIdParam = (description = 'Numeric id.') =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .describe(description);

export const idParams = z.object({ id: numericIdParam() });

/** Compile-time assertion: `agree<Condition>(true)` fails to compile unless the condition is `true`. */
export const agree = <T extends true>(_: T) => undefined;
export const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .describe('Lower-case kebab slug.'),
});

/** The errors of a staff operation: 401 without a session, 403 for the wrong role, 404 for what the caller cannot see. */
export const staffErrors = (forbidden: string, missing: string): { 401: string; 403: string; 404: string } => ({
  401: 'No session.',
  403: forbidden,
  404: missing,
});

/** Operations that share one tag (most of a context's list): the tag is set on each. */
export const tagged = (tag: string, operations: Omit<ApiOperation, 'tag'>[]): ApiOperation[] =>
  operations.map((operation) => ({ ...operation, tag }));
