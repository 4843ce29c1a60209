import type { ApiOperation } from '../../http/openapi';

/** The owner portal's statements operations (issue 15); the part that owns them fills this list. */
export const statementOperations: ApiOperation[] = [];
