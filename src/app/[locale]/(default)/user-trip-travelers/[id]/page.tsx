import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { TravelersManager } from '@/components/trips/travelers-manager';
import { TripShell } from '@/components/trips/trip-shell';
import { isTripOpen, tripOpenFacts } from '@/server/trips/trip-access';
import { tripPage } from '@/server/http/trip-page';
import { listTravelers } from '@/server/trips/travelers.service';

export const generateMetadata = pageMetadataFor('tripTravelers', '/user-trip-travelers/:id');

/** Who travels on the trip: the lead guest manages the list (SPEC §2 user-trip-travelers). */
export default async function TravelersPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, ctx, trip } = await tripPage(params, '/user-trip-travelers');
  const [t, { travelers, capacity }] = await Promise.all([getTranslations('plans.travelers'), listTravelers(ctx, trip.id)]);
  // The services' rule on the same facts (tripOpenFacts): open through the departure day.
  const editable = isTripOpen(tripOpenFacts(trip, ctx.now));
  // Sentences with placeholders the browser fills in ({count}, {name}…): raw, not formatted here.
  const raw_ = (key: 'places' | 'added' | 'editLabel' | 'removeLabel' | 'confirmRemove' | 'removed') => t.raw(key) as string;
  return (
    <TripShell locale={locale} trip={trip} active="travelers" title={t('title')}>
      <p className="mb-8 max-w-2xl text-ink-soft">{editable ? t('lead') : t('closed')}</p>
      <TravelersManager
        tripId={trip.id}
        initial={travelers}
        capacity={capacity}
        editable={editable}
        labels={{
          places: raw_('places'),
          leadTag: t('leadTag'),
          noEmail: t('noEmail'),
          ageGroups: { adult: t('ageGroups.adult'), child: t('ageGroups.child'), infant: t('ageGroups.infant') },
          name: t('fields.name'),
          email: t('fields.email'),
          ageGroup: t('fields.ageGroup'),
          addHeading: t('addHeading'),
          add: t('add'),
          adding: t('adding'),
          added: raw_('added'),
          full: t('full'),
          edit: t('edit'),
          editLabel: raw_('editLabel'),
          save: t('save'),
          saving: t('saving'),
          saved: t('saved'),
          cancel: t('cancel'),
          remove: t('remove'),
          removeLabel: raw_('removeLabel'),
          confirmRemove: raw_('confirmRemove'),
          confirmYes: t('confirmYes'),
          removing: t('removing'),
          removed: raw_('removed'),
          network: t('network'),
        }}
      />
    </TripShell>
  );
}
