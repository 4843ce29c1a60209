import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { StaffTitleBar } from '@/components/page/staff-title';
import { VillaCalendarGrid } from '@/components/staff-calendar/villa-calendar-grid';
import { getMessages } from '@/i18n/messages';
import { getMultiCalendar, parseMultiCalendarQuery } from '@/server/booking/multi-calendar/multi-calendar.service';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('conciergeCalendar', '/concierges/calendar');

type Props = { params: Promise<{ locale: string }> };

// GET /concierges/calendar – the desk's calendar of every villa of its destinations: a month from today.
export default async function ConciergeCalendarPage({ params }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/concierges/calendar', require: 'user' });
  const initial = await orNotFound(getMultiCalendar(ctx, 'concierge', parseMultiCalendarQuery(ctx, {})));
  const t = await getTranslations('pages.conciergeCalendar');
  return (
    <div className="grid min-w-0 gap-4 px-3 py-5 sm:px-5" data-testid="desk-calendar">
      <StaffTitleBar title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider messages={{ multiCalendar: getMessages(locale).multiCalendar }}>
        <VillaCalendarGrid locale={locale} endpoint="/v1/concierge/calendar" initial={initial} stayLink="desk" />
      </NextIntlClientProvider>
    </div>
  );
}
