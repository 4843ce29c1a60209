// No 'server-only' marker: the expiry job (scripts/jobs/expire-requests.ts) mails guests outside Next.
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { outbox } from '../db/schema/platform';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** The template's name, e.g. `password-reset`. */
  template: string;
}

type Transport = { sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown> };
const globalForMail = globalThis as unknown as { __mailTransport?: Promise<Transport | null> };

/** nodemailer over SMTP_URL, created once per process; null when SMTP_URL is unset. */
function transport(): Promise<Transport | null> {
  globalForMail.__mailTransport ??= (async () => {
    const url = process.env.SMTP_URL;
    if (!url) return null;
    const nodemailer = await import('nodemailer');
    return nodemailer.createTransport(url) as unknown as Transport;
  })();
  return globalForMail.__mailTransport;
}

export const MAIL_FROM = () => process.env.MAIL_FROM ?? 'Alma Villas <concierge@almavillas.test>';

/**
 * Every mail is written to the outbox first (a record of what was sent). With SMTP_URL it then
 * goes out through nodemailer and sent_at is filled; without it, the server log says where it is.
 * A failed send keeps the row with its error and does not fail the caller's request.
 */
export async function sendMail(orm: Orm, mail: Mail): Promise<{ id: number }> {
  const [row] = await orm
    .insert(outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      locale: mail.locale,
      template: mail.template,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned nothing');
  const smtp = await transport();
  if (!smtp) {
    console.info(`[mail] ${mail.template} to ${mail.to} kept in the outbox (#${row.id}): ${mail.subject}`);
    return row;
  }
  try {
    await smtp.sendMail({ from: MAIL_FROM(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    await orm.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
  } catch (err) {
    console.error(`[mail] sending #${row.id} failed`, err);
    await orm
      .update(outbox)
      .set({ error: String(err instanceof Error ? err.message : err).slice(0, 500) })
      .where(eq(outbox.id, row.id));
  }
  return row;
}
