import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { BUSINESS_TIME_ZONE } from '@/lib/business';
import { getMessages } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: getMessages(locale), timeZone: BUSINESS_TIME_ZONE };
});
