import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { guestbookHomeHref } from './guestbook-nav';
import { Panel } from '@/components/ui/panel';

/** The trip pages' and the booking confirmation's way into the stay's guestbook: shown for a confirmed stay only. */
export async function GuestbookTripLink({ locale, status, number }: { locale: Locale; status: string; number: string }) {
  if (status !== 'confirmed') return null;
  const t = await getTranslations({ locale, namespace: 'guestbook.tripLink' });
  return (
    <Panel
      headingId="guestbook-link-title"
      heading={t('title')}
      headingSize="2xl"
      tone="sand"
      className="p-6 md:p-8"
      testId="guestbook-link"
    >
      <p className="mt-2 text-ink-soft">{t('text')}</p>
      <a
        href={guestbookHomeHref(locale, number)}
        className="mt-5 inline-flex min-h-12 items-center justify-center rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-white transition hover:bg-sea-deep focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-offset-2 focus-visible:outline-none"
        data-testid="guestbook-link-action"
      >
        {t('action')}
      </a>
    </Panel>
  );
}
