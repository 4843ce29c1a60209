import type { ApiOperation } from '../../http/openapi';

export const checkInOperations: ApiOperation[] = [];
