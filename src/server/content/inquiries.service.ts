import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import { siteUrl } from '@/lib/seo';
import type { ServiceContext } from '../access/context';
import type { Orm } from '../db/open';
import { experiences, luxuryServices } from '../db/schema/content';
import { inquiries } from '../db/schema/platform';
import { AppError } from '../core/errors';
import { serverTranslator } from '../core/locale';
import { parseInput } from '../core/validation';
import { sendMail } from '../mail/mailer';
import { renderMail } from '../mail/render';
import { enforceRateLimits } from '../core/rate-limit';
import { HONEYPOT_FIELD, INQUIRY_RATE_LIMIT, type InquiryInput, type InquiryKind, inquirySchema } from './inquiries.schema';
import { config } from '../core/config.mjs';
import { inLocale } from '@/lib/bilingual';

/** Where staff notifications go. */
export const staffEmail = () => config().staffEmail;

/** Staff read their notifications in English. */
const STAFF_LOCALE: Locale = 'en';

export interface InquiryClient {
  /** The client address, for the rate limit. */
  ip: string;
}

export interface InquiryResult {
  /** The stored inquiry; null when the honeypot caught a bot (nothing stored, nothing sent). */
  id: number | null;
  kind: InquiryKind;
}

/**
 * A visitor's inquiry from one of the public forms: validated, rate limited per IP, stored, then
 * confirmed to the visitor in their language and announced to staff, both through the outbox.
 * Only valid submissions count toward the limit, so a visitor correcting typos is never locked
 * out; a filled honeypot gets the ordinary answer so a bot learns nothing. Anyone may ask
 * (visitors, users, guests): the form is public.
 */
export async function submitInquiry(ctx: ServiceContext, client: InquiryClient, raw: unknown): Promise<InquiryResult> {
  const { orm } = ctx;
  const input = parseInput(inquirySchema, raw);
  if (caughtByHoneypot(raw)) return { id: null, kind: input.kind };

  const item = input.kind === 'experience' || input.kind === 'service' ? await findRequestedItem(orm, input.kind, input.slug) : null;
  if ((input.kind === 'experience' || input.kind === 'service') && !item) {
    throw new AppError(400, 'validation_failed', { fields: { slug: { key: 'inquiries.errors.unknownItem' } } });
  }

  await enforceRateLimits(orm, [{ key: `inquiry:ip:${client.ip}`, rule: INQUIRY_RATE_LIMIT }]);

  const record = toRecord(input, ctx.locale);
  const [row] = await orm.insert(inquiries).values(record).returning({ id: inquiries.id });
  if (!row) throw new Error('inquiry insert returned nothing');

  const title = item ? inLocale(ctx.locale, item.titleEn, item.titleEs) || item.titleEn : '';
  await sendVisitorConfirmation(orm, ctx.locale, row.id, input, title);
  await sendStaffNotification(orm, ctx.locale, row.id, input, item?.titleEn ?? '');
  return { id: row.id, kind: input.kind };
}

function caughtByHoneypot(raw: unknown): boolean {
  if (!raw || typeof raw !== 'object') return false;
  const value = (raw as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

async function findRequestedItem(orm: Orm, kind: 'experience' | 'service', slug: string) {
  const table = kind === 'experience' ? experiences : luxuryServices;
  const [row] = await orm
    .select({ slug: table.slug, titleEn: table.titleEn, titleEs: table.titleEs })
    .from(table)
    .where(and(eq(table.slug, slug), eq(table.published, true)))
    .limit(1);
  return row ?? null;
}

function toRecord(input: InquiryInput, locale: Locale): typeof inquiries.$inferInsert {
  const base = { kind: input.kind, locale, email: input.email, phone: input.phone, message: input.message };
  switch (input.kind) {
    case 'contact':
      return { ...base, name: input.name, details: { subject: input.subject } };
    case 'owner':
      return { ...base, name: input.name, details: { villaLocation: input.villaLocation, bedrooms: input.bedrooms } };
    case 'travel_agent':
      return {
        ...base,
        name: input.contactName,
        details: { agencyName: input.agencyName, iataNumber: input.iataNumber || null, country: input.country },
      };
    case 'experience':
    case 'service':
      return { ...base, name: input.name, subject: input.slug, details: { preferredDate: input.preferredDate, guests: input.guests } };
  }
}

/** The form's fields as label/value rows in one language, in the order the form shows them. */
function detailRows(locale: Locale, input: InquiryInput, itemTitle: string): { label: string; value: string }[] {
  const t = serverTranslator(locale);
  const label = (field: string) => t(`inquiries.fields.${field}`);
  const rows: [string, string | number][] = [];
  switch (input.kind) {
    case 'contact':
      rows.push(
        ['name', input.name],
        ['email', input.email],
        ['phone', input.phone],
        ['subject', input.subject],
        ['message', input.message],
      );
      break;
    case 'owner':
      rows.push(
        ['name', input.name],
        ['email', input.email],
        ['phone', input.phone],
        ['villaLocation', input.villaLocation],
        ['bedrooms', input.bedrooms],
        ['message', input.message],
      );
      break;
    case 'travel_agent':
      rows.push(
        ['agencyName', input.agencyName],
        ['iataNumber', input.iataNumber],
        ['contactName', input.contactName],
        ['email', input.email],
        ['phone', input.phone],
        ['country', input.country],
        ['message', input.message],
      );
      break;
    case 'experience':
    case 'service':
      rows.push(
        [input.kind, itemTitle],
        ['preferredDate', input.preferredDate],
        ['guests', input.guests],
        ['name', input.name],
        ['email', input.email],
        ['phone', input.phone],
        ['message', input.message],
      );
      break;
  }
  return rows.filter(([, value]) => String(value).trim() !== '').map(([field, value]) => ({ label: label(field), value: String(value) }));
}

function visitorName(input: InquiryInput): string {
  return input.kind === 'travel_agent' ? input.contactName : input.name;
}

async function sendVisitorConfirmation(orm: Orm, locale: Locale, id: number, input: InquiryInput, title: string) {
  const t = serverTranslator(locale);
  const { html, text } = renderMail({
    locale,
    greeting: t('inquiries.mail.greeting', { name: visitorName(input) }),
    heading: t(`inquiries.mail.heading.${input.kind}`),
    paragraphs: [
      t(`inquiries.mail.intro.${input.kind}`, { title }),
      t('inquiries.mail.next', { phone: t('info.contactUs.details.phone') }),
      t('inquiries.mail.summary'),
    ],
    details: detailRows(locale, input, title),
    footer: t('inquiries.mail.footer'),
  });
  await sendMail(orm, {
    to: input.email,
    subject: t(`inquiries.mail.subject.${input.kind}`, { title }),
    text,
    html,
    locale,
    template: 'inquiry-confirmation',
    idempotencyKey: `inquiry-confirmation:${id}`,
  });
}

async function sendStaffNotification(orm: Orm, visitorLocale: Locale, id: number, input: InquiryInput, titleEn: string) {
  const t = serverTranslator(STAFF_LOCALE);
  const kind = t(`inquiries.mail.kind.${input.kind}`);
  const { html, text } = renderMail({
    locale: STAFF_LOCALE,
    heading: t('inquiries.mail.staffHeading', { kind }),
    paragraphs: [t('inquiries.mail.staffIntro', { language: t('inquiries.mail.language', { locale: visitorLocale }), email: input.email })],
    details: detailRows(STAFF_LOCALE, input, titleEn),
    action:
      input.kind === 'experience'
        ? { label: titleEn, url: `${siteUrl()}${localizeHref(STAFF_LOCALE, '/experiences-collection')}` }
        : input.kind === 'service'
          ? { label: titleEn, url: `${siteUrl()}${localizeHref(STAFF_LOCALE, `/luxury-services/${input.slug}`)}` }
          : undefined,
    footer: `${t('inquiries.mail.staffFooter')} #${id}`,
  });
  await sendMail(orm, {
    to: staffEmail(),
    subject: t('inquiries.mail.staffSubject', { kind, name: visitorName(input) }),
    text,
    html,
    locale: STAFF_LOCALE,
    template: 'inquiry-staff',
    idempotencyKey: `inquiry-staff:${id}`,
  });
}
