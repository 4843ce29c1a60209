import { z } from 'zod';
import type { ApiOperation } from '../core/openapi';

/** The document describes itself, so that a client (or the completeness test) finds every route in it. */
export const metaOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/v1/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Meta',
    summary: 'This document: the JSON API as OpenAPI 3.1; cacheable 5 minutes',
    response: z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }),
  },
];
