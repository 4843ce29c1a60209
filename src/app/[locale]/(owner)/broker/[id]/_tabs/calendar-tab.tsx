import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { CalendarEditor } from '@/components/owner/listing/calendar-editor';
import { getListingCalendar } from '@/server/owners/listings/listing-calendar';
import { editorMessages } from './editor-messages';
import type { ListingTabProps } from './tab-props';

/**
 * Calendar: three months of reservations and blocks from this month; block and unblock nights, and
 * set a range's own price (NightPriceForm reads ownerListing.nightPrice from the client provider).
 */
export async function CalendarTab({ ctx, property, locale }: ListingTabProps) {
  const [calendar, messages, all] = await Promise.all([
    getListingCalendar(ctx, property.id, { months: 3 }),
    editorMessages(locale, ['form', 'calendar']),
    getMessages({ locale }),
  ]);
  return (
    <NextIntlClientProvider messages={{ ownerListing: { nightPrice: all.ownerListing.nightPrice } }}>
      <CalendarEditor locale={locale} propertyId={property.id} initial={calendar} messages={messages} />
    </NextIntlClientProvider>
  );
}
