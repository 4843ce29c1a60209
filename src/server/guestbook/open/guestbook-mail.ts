import { sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/i18n/routing';
import { formatIsoDate } from '@/lib/format';
import { siteUrl } from '@/lib/seo';
import { requireSystem } from '../../access/actor';
import type { ServiceContext } from '../../access/context';
import { todayIn } from '../../core/calendar';
import { addDays } from '../../core/calendar';
import { stayMailDetails } from '../../booking/stay-mail';
import type { Orm } from '../../db/open';
import { rows } from '../../db/raw';
import { serverTranslator } from '../../core/locale';
import { sendMail } from '../../mail/mailer';
import { renderMail } from '../../mail/render';
import { type JobRun, runJobOnce } from '../../core/jobs';
import { guestbookHomePath, guestbookLink } from './guestbook-link';
import { guestbookNotAfter } from './not-after';

// No 'server-only' marker: the job script (scripts/jobs/guestbook-pre-arrival.ts) and the server's timer run this.

/** The pre-arrival mail goes out this many days before arrival (in the villa's calendar). */
export const PRE_ARRIVAL_DAYS = 7;

interface MailStay {
  id: number;
  confirmation_number: string;
  status: string;
  locale: string;
  first_name: string;
  email: string;
  property: string;
  check_in: string;
  check_out: string;
  guests: number;
  time_zone: string;
}

const staySql = sql`select r.id, r.confirmation_number, r.status::text as status, u.locale, r.lead_guest_first_name as first_name,
    u.email, p.name as property, r.check_in::text as check_in, r.check_out::text as check_out, r.guests,
    coalesce(s.time_zone, c.time_zone) as time_zone
  from reservations r join users u on u.id = r.user_id join properties p on p.id = r.property_id
    join states s on s.id = p.state_id join countries c on c.id = p.country_id`;

/**
 * The link a mail gives a confirmed stay to its guestbook: the signed link (opens it at once) in the
 * guest's language, or the guestbook's name form when no signing key is configured. Absolute, from SITE_URL.
 */
export function guestbookMailLink(stay: { confirmationNumber: string; checkOut: string; timeZone: string }, locale: Locale): string {
  return (
    guestbookLink(stay.confirmationNumber, guestbookNotAfter(stay), locale) ??
    `${siteUrl()}${guestbookHomePath(locale, stay.confirmationNumber)}`
  );
}

/** The booking confirmation's guestbook paragraph (only for a confirmed stay): null otherwise. */
export async function confirmationGuestbookParagraph(orm: Orm, reservationId: number, locale: Locale): Promise<string | null> {
  const [stay] = await rows<MailStay>(orm, sql`${staySql} where r.id = ${reservationId}`);
  if (stay?.status !== 'confirmed') return null;
  const url = guestbookMailLink(
    { confirmationNumber: stay.confirmation_number, checkOut: stay.check_out, timeZone: stay.time_zone },
    locale,
  );
  return serverTranslator(locale)('guestbook.mail.confirmation_paragraph', { url });
}

/**
 * Mails every confirmed stay arriving within PRE_ARRIVAL_DAYS (villa's calendar, not yet arrived)
 * its guestbook's signed link, in the guest's account language (`users.locale`); once per reservation
 * (`guestbook-pre-arrival:<id>`) whatever the number of runs or servers. Returns the ids mailed.
 */
export async function sendGuestbookPreArrivalMails(ctx: ServiceContext): Promise<number[]> {
  const { orm, now } = ctx;
  // Candidates by UTC date, a day of slack either side; the villa's calendar decides.
  const utcToday = now.toISOString().slice(0, 10);
  const found = await rows<MailStay>(
    orm,
    sql`${staySql} where r.status = 'confirmed' and r.check_in between ${addDays(utcToday, -1)}::date and ${addDays(utcToday, PRE_ARRIVAL_DAYS + 1)}::date
      order by r.id`,
  );
  const mailed: number[] = [];
  for (const stay of found) {
    const today = todayIn(stay.time_zone, now);
    if (today >= stay.check_in || addDays(today, PRE_ARRIVAL_DAYS) < stay.check_in) continue;
    if (await sendPreArrival(orm, stay)) mailed.push(stay.id);
  }
  return mailed;
}

async function sendPreArrival(orm: Orm, stay: MailStay): Promise<boolean> {
  const locale: Locale = isLocale(stay.locale) ? stay.locale : 'en';
  const t = serverTranslator(locale);
  const url = guestbookMailLink(
    { confirmationNumber: stay.confirmation_number, checkOut: stay.check_out, timeZone: stay.time_zone },
    locale,
  );
  const values = { property: stay.property, number: stay.confirmation_number, date: formatIsoDate(locale, stay.check_in) };
  const content = renderMail({
    locale,
    greeting: t('booking.mail.greeting', { name: stay.first_name }),
    heading: t('guestbook.mail.pre_arrival_heading', values),
    paragraphs: [t('guestbook.mail.pre_arrival_body', values), t('guestbook.mail.pre_arrival_steps')],
    details: stayMailDetails(t, locale, {
      confirmationNumber: stay.confirmation_number,
      property: stay.property,
      checkIn: stay.check_in,
      checkOut: stay.check_out,
      guests: stay.guests,
    }),
    action: { label: t('guestbook.mail.open_action'), url },
    footer: t('guestbook.mail.footer'),
  });
  const result = await sendMail(orm, {
    to: stay.email,
    subject: t('guestbook.mail.pre_arrival_subject', values),
    ...content,
    locale,
    template: 'guestbook-pre-arrival',
    idempotencyKey: `guestbook-pre-arrival:${stay.id}`,
  });
  return !result.duplicate;
}

/** The pre-arrival mails as a job, once across every app server at a time (src/server/core/jobs.ts). */
export function runGuestbookPreArrivalJob(ctx: ServiceContext): Promise<JobRun<number[]>> {
  requireSystem(ctx.actor);
  return runJobOnce(ctx.orm, 'guestbook-pre-arrival', () => sendGuestbookPreArrivalMails(ctx));
}
