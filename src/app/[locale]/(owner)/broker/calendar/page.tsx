import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { OwnerCalendar } from '@/components/owner/portal/owner-calendar';
import { pageMetadataFor } from '@/components/page/intro-page';
import { StaffTitleBar } from '@/components/page/staff-title';
import { getMessages } from '@/i18n/messages';
import { getMultiCalendar, parseMultiCalendarQuery } from '@/server/booking/multi-calendar/multi-calendar.service';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('brokerCalendar', '/broker/calendar');

type Props = { params: Promise<{ locale: string }> };

// GET /broker/calendar – the calendar of all the owner's (and managed) villas: block nights or price them from it.
export default async function BrokerCalendarPage({ params }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/broker/calendar', require: 'user' });
  const initial = await orNotFound(getMultiCalendar(ctx, 'owner', parseMultiCalendarQuery(ctx, {})));
  const t = await getTranslations('pages.brokerCalendar');
  const messages = getMessages(locale);
  return (
    <div className="grid min-w-0 gap-4" data-testid="broker-calendar">
      <StaffTitleBar title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider
        messages={{ multiCalendar: messages.multiCalendar, ownerListing: { nightPrice: messages.ownerListing.nightPrice } }}
      >
        <OwnerCalendar locale={locale} initial={initial} />
      </NextIntlClientProvider>
    </div>
  );
}
