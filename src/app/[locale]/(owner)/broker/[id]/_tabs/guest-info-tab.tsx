import { GuestInfoForm } from '@/components/owner/listing/guest-info-form';
import { getGuestInfo } from '@/server/owners/listings/guest-info';
import { editorMessages } from './editor-messages';
import type { ListingTabProps } from './tab-props';
import { readerTimeZone } from '@/server/http/reader-zone';

/** Guest information: private to the owner, administrators and the destination's concierges. */
export async function GuestInfoTab({ ctx, property, locale }: ListingTabProps) {
  const [info, messages, reader] = await Promise.all([
    getGuestInfo(ctx, property.id),
    editorMessages(locale, ['form', 'guestInfo']),
    readerTimeZone(property.timeZone),
  ]);
  return <GuestInfoForm locale={locale} propertyId={property.id} info={info} messages={messages} timeZone={reader.zone} />;
}
