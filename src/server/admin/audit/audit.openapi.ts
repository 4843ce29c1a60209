import type { ApiOperation } from '../../http/openapi';

/** The administration's audit operations (issue 17). */
export const adminAuditOperations: ApiOperation[] = [];
