import type { ApiOperation } from '../../http/openapi';

export const openOperations: ApiOperation[] = [];
