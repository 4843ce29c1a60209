import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { todayInResortTime } from '@/server/content/inquiries.schema';
import { type InquiryField, InquiryForm, type InquiryFormStrings } from './inquiry-form';

type T = Awaited<ReturnType<typeof getTranslations<'inquiries'>>>;

type SubmitKey = 'contact.submit' | 'owner.submit' | 'travelAgent.submit' | 'experience.submit' | 'service.submit';

async function formStrings(locale: Locale, submit: SubmitKey): Promise<{ t: T; strings: InquiryFormStrings }> {
  const t = await getTranslations({ locale, namespace: 'inquiries' });
  return {
    t,
    strings: {
      submit: t(submit),
      sending: t('form.sending'),
      optional: t('form.optional'),
      errorSummary: t('form.errorSummary'),
      networkError: t('form.networkError'),
      successTitle: t('form.successTitle'),
      again: t('form.again'),
      honeypot: t('form.honeypot'),
    },
  };
}

/** A titled block around a form: heading and lead on the left on wide screens, the form beside. */
function InquirySection({
  id,
  heading,
  lead,
  children,
  testId,
}: {
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-testid={testId}
      className="relative scroll-mt-28 border-t-2 border-gold bg-sand px-5 py-12 md:px-12 md:py-16 lg:grid lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16"
    >
      <div className="mb-10 lg:mb-0">
        <h2 id={`${id}-heading`} className="font-serif text-3xl leading-tight text-ink text-balance md:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-md leading-relaxed text-ink-soft">{lead}</p>
      </div>
      <div>{children}</div>
    </section>
  );
}

const contactFields = (t: T) => ({
  name: {
    name: 'name',
    label: t('fields.name'),
    type: 'text',
    required: true,
    autoComplete: 'name',
  } satisfies InquiryField as InquiryField,
  email: {
    name: 'email',
    label: t('fields.email'),
    type: 'email',
    required: true,
    autoComplete: 'email',
  } satisfies InquiryField as InquiryField,
  phone: (required: boolean): InquiryField => ({ name: 'phone', label: t('fields.phone'), type: 'tel', required, autoComplete: 'tel' }),
  message: (required: boolean): InquiryField => ({ name: 'message', label: t('fields.message'), type: 'textarea', required }),
});

/** /contact-us: name, email, phone, subject, message. */
export async function ContactInquirySection({ locale }: { locale: Locale }) {
  const { t, strings } = await formStrings(locale, 'contact.submit');
  const f = contactFields(t);
  const fields: InquiryField[] = [
    f.name,
    f.email,
    f.phone(false),
    { name: 'subject', label: t('fields.subject'), type: 'text', required: true },
    f.message(true),
  ];
  return (
    <InquirySection id="write-to-us" heading={t('contact.heading')} lead={t('contact.lead')} testId="contact-section">
      <InquiryForm kind="contact" locale={locale} fields={fields} strings={strings} testId="contact-form" />
    </InquirySection>
  );
}

/** /owners: name, email, phone, villa location, bedrooms, message. */
export async function OwnerInquirySection({ locale }: { locale: Locale }) {
  const { t, strings } = await formStrings(locale, 'owner.submit');
  const f = contactFields(t);
  const fields: InquiryField[] = [
    f.name,
    f.email,
    f.phone(true),
    { name: 'bedrooms', label: t('fields.bedrooms'), type: 'number', required: true, min: 1, max: 60 },
    {
      name: 'villaLocation',
      label: t('fields.villaLocation'),
      hint: t('fields.villaLocationHint'),
      type: 'text',
      required: true,
      wide: true,
    },
    f.message(false),
  ];
  return (
    <InquirySection id="list-your-villa" heading={t('owner.heading')} lead={t('owner.lead')} testId="owner-section">
      <InquiryForm kind="owner" locale={locale} fields={fields} strings={strings} testId="owner-form" />
    </InquirySection>
  );
}

/** /travel-agent: agency, IATA or licence number (optional), contact name, email, phone, country, message. */
export async function TravelAgentInquirySection({ locale }: { locale: Locale }) {
  const { t, strings } = await formStrings(locale, 'travelAgent.submit');
  const f = contactFields(t);
  const fields: InquiryField[] = [
    { name: 'agencyName', label: t('fields.agencyName'), type: 'text', required: true, autoComplete: 'organization' },
    { name: 'iataNumber', label: t('fields.iataNumber'), type: 'text', required: false },
    { name: 'contactName', label: t('fields.contactName'), type: 'text', required: true, autoComplete: 'name' },
    f.email,
    f.phone(true),
    { name: 'country', label: t('fields.country'), type: 'text', required: true, autoComplete: 'country-name' },
    f.message(false),
  ];
  return (
    <InquirySection id="join-the-program" heading={t('travelAgent.heading')} lead={t('travelAgent.lead')} testId="agent-section">
      <InquiryForm kind="travel_agent" locale={locale} fields={fields} strings={strings} testId="agent-form" />
    </InquirySection>
  );
}

function requestFields(t: T): InquiryField[] {
  const f = contactFields(t);
  return [
    { name: 'preferredDate', label: t('fields.preferredDate'), type: 'date', required: true, min: todayInResortTime() },
    { name: 'guests', label: t('fields.guests'), type: 'number', required: true, min: 1, max: 50 },
    f.name,
    f.email,
    f.phone(false),
    f.message(false),
  ];
}

/** The request form of /experiences-collection: choose one of the experiences (cards' "Request" links pick it). */
export async function ExperienceRequestSection({
  locale,
  experiences,
}: {
  locale: Locale;
  experiences: { slug: string; title: string }[];
}) {
  const { t, strings } = await formStrings(locale, 'experience.submit');
  const fields: InquiryField[] = [
    {
      name: 'slug',
      label: t('fields.experience'),
      type: 'select',
      required: true,
      wide: true,
      emptyOption: t('fields.chooseExperience'),
      options: experiences.map((e) => ({ value: e.slug, label: e.title })),
    },
    ...requestFields(t),
  ];
  return (
    <InquirySection id="request" heading={t('experience.heading')} lead={t('experience.lead')} testId="experience-request">
      <InquiryForm kind="experience" locale={locale} fields={fields} strings={strings} testId="experience-form" />
    </InquirySection>
  );
}

/** The request form of a luxury service's page. */
export async function ServiceRequestSection({ locale, slug }: { locale: Locale; slug: string }) {
  const { t, strings } = await formStrings(locale, 'service.submit');
  return (
    <InquirySection id="request" heading={t('service.heading')} lead={t('service.lead')} testId="service-request">
      <InquiryForm kind="service" locale={locale} fields={requestFields(t)} hidden={{ slug }} strings={strings} testId="service-form" />
    </InquirySection>
  );
}
