import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { StaffTitleBar } from '@/components/page/staff-title';
import { VillaCalendarGrid } from '@/components/staff-calendar/villa-calendar-grid';
import { buttonStyles } from '@/components/ui/button-styles';
import { Select } from '@/components/ui/field';
import { getMessages } from '@/i18n/messages';
import { listOwnerChoices } from '@/server/admin/properties/admin-properties';
import {
  getMultiCalendar,
  listCalendarDestinations,
  parseMultiCalendarQuery,
} from '@/server/booking/multi-calendar/multi-calendar.service';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('adminCalendar', '/admin/calendar');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

// GET /admin/calendar – every villa's calendar, filtered by destination (?destination=slug) and owner (?owner=id).
export default async function AdminCalendarPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/admin/calendar', require: 'user' });
  const sp = await searchParams;
  const [destinations, owners] = await orNotFound(Promise.all([listCalendarDestinations(ctx), listOwnerChoices(ctx)]));
  // Only values from the lists: a hand-edited URL shows every villa rather than an error.
  const destination = destinations.some((d) => d.slug === first(sp.destination)) ? first(sp.destination) : '';
  const owner = owners.some((o) => String(o.id) === first(sp.owner)) ? first(sp.owner) : '';
  const filters: Record<string, string> = {};
  if (destination) filters.destination = destination;
  if (owner) filters.owner = owner;
  const initial = await orNotFound(getMultiCalendar(ctx, 'concierge', parseMultiCalendarQuery(ctx, filters)));
  const [t, f] = await Promise.all([getTranslations('pages.adminCalendar'), getTranslations('multiCalendar.filters')]);
  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 gap-4 px-3 py-5 sm:px-5" data-testid="admin-calendar">
      <StaffTitleBar title={t('title')} lead={t('lead')} />
      <form method="get" className="flex flex-wrap items-end gap-3" data-testid="admin-calendar-filters">
        <Select
          label={f('destination')}
          name="destination"
          size="sm"
          defaultValue={destination}
          options={[{ value: '', label: f('allDestinations') }, ...destinations.map((d) => ({ value: d.slug, label: d.name }))]}
          data-testid="admin-calendar-destination"
        />
        <Select
          label={f('owner')}
          name="owner"
          size="sm"
          defaultValue={owner}
          options={[{ value: '', label: f('allOwners') }, ...owners.map((o) => ({ value: String(o.id), label: o.name || o.email }))]}
          data-testid="admin-calendar-owner"
        />
        <button type="submit" className={buttonStyles({ variant: 'primary', size: 'sm' })} data-testid="admin-calendar-apply">
          {f('apply')}
        </button>
      </form>
      <NextIntlClientProvider messages={{ multiCalendar: getMessages(locale).multiCalendar }}>
        <VillaCalendarGrid
          key={`${destination}-${owner}`}
          locale={locale}
          endpoint="/v1/concierge/calendar"
          filters={filters}
          initial={initial}
          stayLink="desk"
        />
      </NextIntlClientProvider>
    </div>
  );
}
