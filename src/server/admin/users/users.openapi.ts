import type { ApiOperation } from '../../http/openapi';

/** The administration's users operations (issue 17). */
export const adminUserOperations: ApiOperation[] = [];
