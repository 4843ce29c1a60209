import { CalendarEditor } from '@/components/owner/listing/calendar-editor';
import { getListingCalendar } from '@/server/owners/listings/listing-calendar';
import { editorMessages } from './editor-messages';
import type { ListingTabProps } from './tab-props';

/** Calendar: three months of reservations and blocks from this month; block and unblock nights. */
export async function CalendarTab({ ctx, property, locale }: ListingTabProps) {
  const [calendar, messages] = await Promise.all([
    getListingCalendar(ctx, property.id, { months: 3 }),
    editorMessages(locale, ['form', 'calendar']),
  ]);
  return <CalendarEditor locale={locale} propertyId={property.id} initial={calendar} messages={messages} />;
}
