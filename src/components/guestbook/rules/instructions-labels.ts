import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatIsoDate } from '@/lib/format';
import { formatClock, formatWhen, zonesNote } from '@/lib/time-format';
import type { ApiInstructions } from '@/server/guestbook/guestbook-rules.types';
import type { InstructionsLabels } from './instructions-view';

/** An instant as the villa's wall clock reads it: "Friday, March 12, 2027 at 3:00 PM" (the door code's window is a stay's time). */
export function villaDateTime(locale: Locale, iso: string, timeZone: string): string {
  return formatWhen(locale, iso, timeZone, 'full');
}

/** The instructions' sentences in `locale`, with the reveal's instants in the villa's zone. */
export async function instructionsLabels(locale: Locale, data: ApiInstructions): Promise<InstructionsLabels> {
  const t = await getTranslations({ locale, namespace: 'guestbookRules.instructions' });
  const secret = data.private;
  const appears =
    secret.window === 'after'
      ? t('ended')
      : secret.window === 'before'
        ? t('appearsAt', { date: villaDateTime(locale, secret.reveal_at, data.time_zone) })
        : t('appearsWhenDone');
  return {
    // The stay's times on the villa's clock, named once (src/lib/time-format.ts).
    times: `${t('times', {
      checkIn: formatIsoDate(locale, data.check_in),
      checkInTime: formatClock(locale, data.check_in_time),
      checkOut: formatIsoDate(locale, data.check_out),
      checkOutTime: formatClock(locale, data.check_out_time),
    })}. ${zonesNote(locale, { stay: data.time_zone })}`,
    arrival: t('arrival'),
    houseRules: t('houseRules'),
    houseManual: t('houseManual'),
    emergency: t('emergency'),
    wifi: t('wifi'),
    wifiName: t('wifiName'),
    wifiPassword: t('wifiPassword'),
    doorCode: t('doorCode'),
    access: t('access'),
    revealed: t('revealed', { date: villaDateTime(locale, secret.hide_at, data.time_zone) }),
    hidden: t('hidden'),
    appears,
    missingCheckIn: t('missingCheckIn'),
    missingAuthorization: t('missingAuthorization'),
    goCheckIn: t('goCheckIn'),
    goSign: t('goSign'),
    empty: t('empty'),
    copy: t('copy'),
    copied: t('copied'),
  };
}
