import type { ApiOperation } from '../core/openapi';
import { adminAuditOperations } from './audit/audit.openapi';
import { adminPropertyOperations } from './properties/properties.openapi';
import { adminUserOperations } from './users/users.openapi';

/** The administration's operations (issue 17; /v1/admin/*), one list per part. */
export const adminOperations: ApiOperation[] = [...adminUserOperations, ...adminPropertyOperations, ...adminAuditOperations];
