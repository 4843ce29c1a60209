// No 'server-only' marker: the queue's worker and scripts/jobs/* send mail outside Next.
import { config } from '../core/config.mjs';
import type { MailTransport } from './delivery';

const globalForMail = globalThis as unknown as {
  __mailTransport?: { url: string | undefined; transport: Promise<MailTransport | null> };
  __mailTransportOverride?: MailTransport | null;
};

/**
 * nodemailer over SMTP_URL, made once per process and URL; null when SMTP_URL is unset (mail then
 * stays queued in the outbox: the demo's and the tests' behaviour).
 */
export function mailTransport(): Promise<MailTransport | null> {
  if (globalForMail.__mailTransportOverride !== undefined) return Promise.resolve(globalForMail.__mailTransportOverride);
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

/** Whether mail leaves this process at all (SMTP_URL, or a transport a test put in). */
export function smtpConfigured(): boolean {
  const override = globalForMail.__mailTransportOverride;
  return override !== undefined ? override !== null : Boolean(config().smtpUrl);
}

/** Replaces the SMTP transport of this process (tests); undefined goes back to SMTP_URL's. */
export function useMailTransport(t: MailTransport | null | undefined): void {
  globalForMail.__mailTransportOverride = t;
}
