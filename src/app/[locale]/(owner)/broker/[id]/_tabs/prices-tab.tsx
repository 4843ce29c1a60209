import { RatesForm } from '@/components/owner/listing/rates-form';
import { todayIn } from '@/server/core/calendar';
import { getListingRates } from '@/server/owners/listings/listing-rates';
import { editorMessages } from './editor-messages';
import type { ListingTabProps } from './tab-props';

/** Prices: rates, fees, payment schedule, seasonal rates and a quote preview. */
export async function PricesTab({ ctx, property, locale }: ListingTabProps) {
  const [rates, messages] = await Promise.all([getListingRates(ctx, property.id), editorMessages(locale, ['form', 'prices'])]);
  return (
    <RatesForm locale={locale} propertyId={property.id} rates={rates} today={todayIn(property.timeZone, ctx.now)} messages={messages} />
  );
}
