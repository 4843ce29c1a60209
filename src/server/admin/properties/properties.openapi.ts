import type { ApiOperation } from '../../http/openapi';

/** The administration's properties operations (issue 17). */
export const adminPropertyOperations: ApiOperation[] = [];
