import type { ApiOperation } from '../../http/openapi';

export const authorizationOperations: ApiOperation[] = [];
