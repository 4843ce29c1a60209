import { outbox } from '@/server/db/schema/platform';
import { ADMIN_ONLY, type Row } from './authorization-rules';
import type { World } from './authorization-world';

let mails = 0;

/** A mail whose retries are used up: each cell retries its own. */
async function failedMail(w: Pick<World, 'orm'>) {
  mails += 1;
  const [row] = await w.orm
    .insert(outbox)
    .values({
      toAddress: `matrix-mail-${mails}@example.test`,
      subject: 'Matrix mail',
      textBody: 'Hello',
      htmlBody: '<p>Hello</p>',
      locale: 'en',
      template: 'matrix-mail',
      idempotencyKey: `matrix-mail:${mails}`,
      status: 'failed',
      attempts: 6,
      error: 'connect ECONNREFUSED',
    })
    .returning({ id: outbox.id });
  return row?.id ?? 0;
}

/** The authorization matrix's rows for the administration's outbox operations (issue 29). */
export const ADMIN_OUTBOX_ROWS: Record<string, Row> = {
  'GET /v1/admin/outbox': { rule: ADMIN_ONLY, cell: () => ({ query: { status: 'failed' } }) },
  'POST /v1/admin/outbox/{id}/retry': { rule: ADMIN_ONLY, writes: true, cell: async (w) => ({ params: { id: await failedMail(w) } }) },
};
