import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { ApiContext } from './api';
import { getStatement } from '../owners/statements/statements.service';
import { parseOwnerMoney, statementQuerySchema } from '../owners/statements/statements.schema';
import type { ApiStatement } from '../owners/statements/statements.types';

/** The statement a GET …/statements(.csv|.pdf) asks for, and a file name for its download. */
export async function statementOfRequest(
  ctx: ApiContext,
): Promise<{ statement: ApiStatement; locale: Locale; filename: string; scope: string }> {
  const context = await ctx.context();
  const statement = await getStatement(context, parseOwnerMoney(statementQuerySchema, Object.fromEntries(ctx.query)));
  const property = statement.filters.property ? statement.properties.find((p) => p.id === statement.filters.property) : null;
  const owner = statement.filters.owner ? statement.owners.find((o) => o.id === statement.filters.owner) : null;
  const scope = [property?.name ?? ctx.t('ownerEarnings.allVillas'), owner?.name].filter(Boolean).join(' · ');
  const suffix = property ? `-${property.id}` : owner ? `-owner-${owner.id}` : '';
  return { statement, locale: ctx.locale, filename: `statement-${statement.month}${suffix}`, scope };
}

export const downloadHeaders = (type: string, filename: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${filename}"`,
  'Cache-Control': 'private, no-store',
});
