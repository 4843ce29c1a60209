import { getTranslations } from 'next-intl/server';
import { getMessages } from '@/i18n/messages';
import type { Locale } from '@/i18n/routing';

/** The concierge desk's phone, email, hours and office, as one block of links people can act on. */
export async function ContactDetails({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'info.contactUs' });
  // An array: read from the typed catalog, as next-intl's typed `t.raw` takes only string keys.
  const office: string[] = getMessages(locale).info.contactUs.details.office;
  const phone = t('details.phone');
  const email = t('details.email');
  const label = 'text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase';
  const value = 'mt-3 font-serif text-2xl leading-snug text-ink lining-nums md:text-[1.75rem]';
  const link = 'underline decoration-gold/0 underline-offset-[6px] transition hover:decoration-gold';
  return (
    <section aria-labelledby="contact-details-heading" className="mb-16 md:mb-20">
      <h2 id="contact-details-heading" className="sr-only">
        {t('details.heading')}
      </h2>
      <dl className="grid gap-px overflow-hidden border border-line bg-line sm:grid-cols-2">
        <div className="bg-sand p-7 md:p-8">
          <dt className={label}>{t('details.phoneLabel')}</dt>
          <dd className={value}>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`${link} whitespace-nowrap`}>
              {phone}
            </a>
          </dd>
        </div>
        <div className="bg-sand p-7 md:p-8">
          <dt className={label}>{t('details.emailLabel')}</dt>
          <dd className={`${value} break-words`}>
            <a href={`mailto:${email}`} className={link}>
              {email}
            </a>
          </dd>
        </div>
        <div className="bg-sand p-7 md:p-8">
          <dt className={label}>{t('details.hoursLabel')}</dt>
          <dd className={value}>{t('details.hours')}</dd>
          <dd className="mt-3 text-sm leading-relaxed text-ink-soft">{t('details.hoursNote')}</dd>
        </div>
        <div className="bg-sand p-7 md:p-8">
          <dt className={label}>{t('details.officeLabel')}</dt>
          <dd className={value}>
            <address className="not-italic">
              {office.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
