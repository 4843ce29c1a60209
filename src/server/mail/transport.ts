// No 'server-only' marker: the queue's worker and scripts/jobs/* send mail outside Next.
import { config } from '../core/config.mjs';
import type { MailTransport } from './delivery';

const globalForMail = globalThis as unknown as {
  __mailTransport?: { url: string | undefined; transport: Promise<MailTransport | null> };
};

/**
 * nodemailer over SMTP_URL, made once per process and URL; null when SMTP_URL is unset (mail then
 * stays queued in the outbox: the demo's and the tests' behaviour).
 */
export function mailTransport(): Promise<MailTransport | null> {
  const url = config().smtpUrl;
  let made = globalForMail.__mailTransport;
  if (!made || made.url !== url) {
    made = globalForMail.__mailTransport = {
      url,
      transport: (async () => {
        if (!url) return null;
        const nodemailer = await import('nodemailer');
        return nodemailer.createTransport(url) as unknown as MailTransport;
      })(),
    };
  }
  return made.transport;
}

/** Whether mail leaves this process at all (SMTP_URL). */
export function smtpConfigured(): boolean {
  return Boolean(config().smtpUrl);
}
