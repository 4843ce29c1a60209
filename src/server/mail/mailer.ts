// No 'server-only' marker: the expiry job (scripts/jobs/expire-requests.ts) mails guests outside Next.
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/open';
import { outbox } from '../db/schema/platform';
import { config } from '../core/config.mjs';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  /** The template's name, e.g. `password-reset`. */
  template: string;
  /**
   * What makes this mail one of a kind, e.g. `booking-expired:<reservation id>`: the outbox keeps
   * one mail per key, so a job run twice (two servers, a retry after a crash) mails once.
   */
  idempotencyKey: string;
}

type Transport = { sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown> };
const globalForMail = globalThis as unknown as { __mailTransport?: Promise<Transport | null> };

/** nodemailer over SMTP_URL, created once per process; null when SMTP_URL is unset. */
function transport(): Promise<Transport | null> {
  globalForMail.__mailTransport ??= (async () => {
    const url = config().smtpUrl;
    if (!url) return null;
    const nodemailer = await import('nodemailer');
    return nodemailer.createTransport(url) as unknown as Transport;
  })();
  return globalForMail.__mailTransport;
}

/** Replaces the SMTP transport of this process (integration tests count deliveries with it); null: none. */
export function useMailTransport(t: Transport | null): void {
  globalForMail.__mailTransport = Promise.resolve(t);
}

export const MAIL_FROM = () => config().mailFrom;

/**
 * Every mail is written to the outbox first (a record of what was sent), once per idempotency key:
 * a second call with a key already there stores and sends nothing and returns the first mail's id
 * (`duplicate: true`). With SMTP_URL the stored mail then goes out through nodemailer and sent_at
 * is filled; without it, the server log says where it is. A failed send keeps the row with its
 * error and does not fail the caller's request (nor is it retried by a later call with its key).
 */
export async function sendMail(orm: Orm, mail: Mail): Promise<{ id: number; duplicate: boolean }> {
  if (!mail.idempotencyKey) throw new Error(`sendMail: ${mail.template} has no idempotency key`);
  const [row] = await orm
    .insert(outbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      locale: mail.locale,
      template: mail.template,
      idempotencyKey: mail.idempotencyKey,
    })
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id });
  if (!row) {
    const [first] = await orm.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, mail.idempotencyKey)).limit(1);
    console.info(`[mail] ${mail.idempotencyKey} is already in the outbox (#${first?.id}): not sent again`);
    return { id: first?.id ?? 0, duplicate: true };
  }
  const smtp = await transport();
  if (!smtp) {
    console.info(`[mail] ${mail.template} to ${mail.to} kept in the outbox (#${row.id}): ${mail.subject}`);
    return { id: row.id, duplicate: false };
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
  return { id: row.id, duplicate: false };
}
