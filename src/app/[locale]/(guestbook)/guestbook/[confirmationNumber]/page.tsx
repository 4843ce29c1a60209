import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OpenGuestbookForm } from '@/components/guestbook/open-form';
import { pageMetadataFor } from '@/components/page/intro-page';
import { formatIsoDate } from '@/lib/format';
import { formatClock, formatWhen } from '@/lib/time-format';
import { TimesNote } from '@/components/ui/times-note';
import { localizeHref } from '@/lib/locale-path';
import { normalizeConfirmationNumber } from '@/server/guestbook/guestbook-access';
import { guestbookPageStay } from '@/server/http/guestbook-page';
import { homeOf } from '@/server/guestbook/open/home.service';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('guestbook', '/guestbook/:confirmationNumber');

type Props = {
  params: Promise<{ locale: string; confirmationNumber: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /guestbook/{number}: without this stay's guestbook session (or the signed-in lead guest), the
 * same name form for any well-formed number, known or not; with it, the stay and its four steps.
 */
export default async function GuestbookHomePage({ params, searchParams }: Props) {
  const [{ locale }, { confirmationNumber }] = await Promise.all([areaPage(params), params]);
  const number = normalizeConfirmationNumber(confirmationNumber);
  if (!number) notFound();
  const t = await getTranslations({ locale, namespace: 'guestbook' });
  const stay = await guestbookPageStay(locale, number);

  if (!stay) {
    const linkInvalid = (await searchParams).link === 'invalid';
    return (
      <div className="mx-auto w-full max-w-md px-5 py-10" data-testid="guestbook-open">
        <p className="text-xs font-semibold tracking-[0.25em] text-sea-deep uppercase">{t('open.eyebrow')}</p>
        <h1 className="mt-3 font-serif text-3xl leading-tight text-ink">{t('open.title')}</h1>
        <p className="mt-3 text-ink-soft">{t('open.lead', { number })}</p>
        {linkInvalid ? (
          <p
            role="status"
            className="mt-5 rounded-2xl border border-gold bg-white/70 px-4 py-3 text-sm text-ink"
            data-testid="guestbook-link-invalid"
          >
            {t('open.linkInvalid')}
          </p>
        ) : null}
        <div className="mt-6 rounded-3xl border border-line bg-white/80 p-5 shadow-sm">
          <OpenGuestbookForm
            locale={locale}
            number={number}
            labels={{
              lastName: t('open.lastName'),
              lastNameHint: t('open.lastNameHint'),
              submit: t('open.submit'),
              submitting: t('open.submitting'),
              network: t('open.network'),
              wait: t.raw('open.wait') as string,
            }}
          />
        </div>
        <p className="mt-6 text-sm text-ink-soft">
          <a href={localizeHref(locale, '/user/trips')} className="font-semibold text-sea-deep underline underline-offset-4">
            {t('open.mailHint')}
          </a>
        </p>
      </div>
    );
  }

  const ctx = await pageContext(locale);
  const home = await homeOf(ctx, stay);
  const base = `/guestbook/${stay.confirmationNumber}`;
  const steps = [
    {
      key: 'checkIn',
      href: `${base}/checkIn`,
      done: home.steps.check_in.done,
      text: home.steps.check_in.done ? t('home.steps.checkIn.done') : t('home.steps.checkIn.todo'),
    },
    {
      key: 'roommates',
      href: `${base}/add-roomate`,
      done: home.steps.roommates.done,
      text: t('home.steps.roommates.status', {
        count: home.steps.roommates.count,
        guests: home.steps.roommates.guests,
        capacity: home.steps.roommates.capacity,
      }),
    },
    {
      key: 'authorization',
      href: `${base}/authorization`,
      done: home.steps.authorization.done,
      text: home.steps.authorization.done ? t('home.steps.authorization.done') : t('home.steps.authorization.todo'),
    },
    {
      key: 'instructions',
      href: `${base}/instructions`,
      done: home.steps.instructions.done,
      text: home.steps.instructions.done
        ? t('home.steps.instructions.done')
        : t('home.steps.instructions.todo', { date: formatWhen(locale, home.steps.instructions.reveals_at, home.time_zone, 'full') }),
    },
  ] as const;
  const done = steps.filter((s) => s.done).length;
  return (
    <div className="mx-auto w-full max-w-md px-5 py-8" data-testid="guestbook-home" data-number={stay.confirmationNumber}>
      <p className="text-xs font-semibold tracking-[0.25em] text-sea-deep uppercase">{t(`home.phase.${home.phase}`)}</p>
      <h1 className="mt-2 font-serif text-3xl leading-tight text-ink" data-testid="guestbook-villa">
        {home.villa.name}
      </h1>
      <p className="mt-2 text-ink-soft">{t('home.greeting', { name: home.lead_guest_first_name })}</p>
      <div
        className="mt-5 grid grid-cols-2 gap-3 rounded-3xl border border-line bg-white/80 p-5 text-sm shadow-sm"
        data-testid="guestbook-summary"
      >
        <div className="col-span-2">
          <p className="font-mono tracking-[0.2em] text-ink">{t('home.number', { number: home.confirmation_number })}</p>
        </div>
        <div className="col-span-2">
          <p className="text-base font-semibold text-ink" data-testid="guestbook-dates">
            {t('home.dates', { checkIn: formatIsoDate(locale, home.check_in), checkOut: formatIsoDate(locale, home.check_out) })}
          </p>
        </div>
        <div>
          <p className="text-ink-soft">{t('home.nights', { count: home.nights })}</p>
        </div>
        <div>
          <p className="text-ink-soft">{t('home.guests', { count: home.guests })}</p>
        </div>
        <div>
          <p className="text-ink-soft">{t('home.checkInAt', { time: formatClock(locale, home.check_in_time) })}</p>
        </div>
        <div>
          <p className="text-ink-soft">{t('home.checkOutAt', { time: formatClock(locale, home.check_out_time) })}</p>
        </div>
        {/* A stay's times are the villa's wall clock (src/lib/time-format.ts), named once. */}
        <TimesNote locale={locale} stay={home.time_zone} className="col-span-2 text-xs text-ink-soft" />
      </div>
      <section aria-labelledby="guestbook-steps-title" className="mt-8">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="guestbook-steps-title" className="font-serif text-2xl text-ink">
            {t('home.stepsTitle')}
          </h2>
          <p className="text-sm text-ink-soft" data-testid="guestbook-progress">
            {t('home.progress', { done })}
          </p>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className="h-full rounded-full bg-sea-deep" style={{ width: `${(done / steps.length) * 100}%` }} />
        </div>
        <ol className="mt-5 flex flex-col gap-3">
          {steps.map((step, i) => (
            <li key={step.key}>
              <a
                href={localizeHref(locale, step.href)}
                data-testid={`guestbook-step-${step.key}`}
                data-done={step.done ? 'true' : 'false'}
                className="flex min-h-16 items-start gap-4 rounded-3xl border border-line bg-white/80 p-4 shadow-sm transition hover:border-sea focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? 'bg-sea-deep text-white' : 'border border-line text-ink'}`}
                >
                  {step.done ? '✓' : i + 1}
                </span>
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold text-ink">{t(`home.steps.${step.key}.title`)}</span>
                  <span className="mt-0.5 text-sm text-ink-soft">{step.text}</span>
                  <span className={`mt-1 text-xs font-semibold tracking-wide uppercase ${step.done ? 'text-sea-deep' : 'text-[#9a6b1f]'}`}>
                    {step.done ? t('home.done') : t('home.todo')}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
