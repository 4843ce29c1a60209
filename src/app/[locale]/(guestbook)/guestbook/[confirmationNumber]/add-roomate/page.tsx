import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { TravelersManager } from '@/components/trips/travelers-manager';
import { listRoommates } from '@/server/guestbook/check-in/roommates.service';
import { isTripOpen } from '@/server/trips/trip-access';
import { stayForPage } from '@/server/http/guestbook-page';

export const generateMetadata = pageMetadataFor('guestbookAddRoommate', '/guestbook/:confirmationNumber/add-roomate');

// GET /guestbook/{number}/add-roomate – who stays: the trip's travelers, added and removed from the guestbook
export default async function AddRoommatePage({ params }: { params: Promise<{ locale: string; confirmationNumber: string }> }) {
  const { locale, confirmationNumber, ctx, stay } = await stayForPage(params);
  const [t, p, { travelers, capacity }] = await Promise.all([
    getTranslations('guestbookStay'),
    getTranslations('plans.travelers'),
    listRoommates(ctx, confirmationNumber),
  ]);
  const number = stay.confirmationNumber;
  const editable = isTripOpen(stay);
  const rawP = (key: 'places' | 'added' | 'editLabel' | 'removeLabel' | 'confirmRemove' | 'removed') => p.raw(key) as string;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10" data-testid="guestbook-roommates">
      <Link href={`/${locale}/guestbook/${number}`} className="text-sm text-ink-soft underline underline-offset-4">
        {t('back')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl">{t('roommates.title')}</h1>
      <p className="mt-2 mb-6 text-ink-soft">{editable ? t('roommates.lead', { capacity }) : p('closed')}</p>
      <TravelersManager
        endpoint={`/v1/guestbook/${number}/roommates`}
        canEditRows={false}
        initial={travelers}
        capacity={capacity}
        editable={editable}
        labels={{
          places: rawP('places'),
          leadTag: p('leadTag'),
          noEmail: p('noEmail'),
          ageGroups: { adult: p('ageGroups.adult'), child: p('ageGroups.child'), infant: p('ageGroups.infant') },
          name: p('fields.name'),
          email: p('fields.email'),
          ageGroup: p('fields.ageGroup'),
          addHeading: p('addHeading'),
          add: p('add'),
          adding: p('adding'),
          added: rawP('added'),
          full: p('full'),
          edit: p('edit'),
          editLabel: rawP('editLabel'),
          save: p('save'),
          saving: p('saving'),
          saved: p('saved'),
          cancel: p('cancel'),
          remove: p('remove'),
          removeLabel: rawP('removeLabel'),
          confirmRemove: rawP('confirmRemove'),
          confirmYes: p('confirmYes'),
          removing: p('removing'),
          removed: rawP('removed'),
          network: p('network'),
        }}
      />
    </div>
  );
}
