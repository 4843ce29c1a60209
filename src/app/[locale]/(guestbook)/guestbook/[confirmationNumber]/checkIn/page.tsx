import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageMetadataFor } from '@/components/page/intro-page';
import { CheckInForm } from '@/components/guestbook-stay/check-in-form';
import { formatIsoDate } from '@/lib/format';
import { getStayCheckIn } from '@/server/guestbook/check-in/check-in.service';
import { stayForPage } from '@/server/http/guestbook-page';
import { zoneLabel } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';

export const generateMetadata = pageMetadataFor('guestbookCheckIn', '/guestbook/:confirmationNumber/checkIn');

// GET /guestbook/{number}/checkIn – arrival time, flight, transfer, requests and the identity document
export default async function CheckInPage({ params }: { params: Promise<{ locale: string; confirmationNumber: string }> }) {
  const { locale, confirmationNumber, ctx, stay } = await stayForPage(params);
  const [t, checkIn, reader] = await Promise.all([
    getTranslations('guestbookStay'),
    getStayCheckIn(ctx, confirmationNumber),
    readerTimeZone(),
  ]);
  const number = stay.confirmationNumber;
  const editable = stay.today <= stay.checkOut;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-6 sm:py-10" data-testid="guestbook-check-in">
      <Link href={`/${locale}/guestbook/${number}`} className="text-sm text-ink-soft underline underline-offset-4">
        {t('back')}
      </Link>
      <h1 className="mt-3 font-serif text-3xl">{t('checkIn.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('checkIn.lead', { villa: stay.propertyName })}</p>
      {editable ? null : (
        <p className="mt-4 rounded-2xl bg-white/70 px-4 py-3 text-sm" role="status">
          {t('errors.stay_finished')}
        </p>
      )}
      <div className="mt-6">
        <CheckInForm
          number={number}
          arrivalDateText={formatIsoDate(locale, stay.checkIn)}
          initial={checkIn}
          editable={editable}
          labels={{
            arrivalDate: t('checkIn.arrivalDate'),
            arrivalTime: t('checkIn.arrivalTime'),
            arrivalTimeHint: t('checkIn.arrivalTimeHint'),
            flight: t('checkIn.flight'),
            flightHint: t('checkIn.flightHint'),
            transfer: t('checkIn.transfer'),
            transferHint: t('checkIn.transferHint'),
            transferRequested: t('checkIn.transferRequested'),
            requests: t('checkIn.requests'),
            requestsHint: t('checkIn.requestsHint'),
            save: t('checkIn.save'),
            saving: t('checkIn.saving'),
            saved: t('checkIn.saved'),
            complete: t('checkIn.complete'),
            incomplete: t('checkIn.incomplete'),
            network: t('network'),
            document: {
              timeZone: reader.zone,
              zoneName: zoneLabel(locale, reader.zone),
              heading: t('document.heading'),
              lead: t('document.lead'),
              file: t('document.file'),
              fileHint: t('document.fileHint'),
              upload: t('document.upload'),
              replace: t('document.replace'),
              uploading: t('document.uploading'),
              uploaded: t('document.uploaded'),
              // A sentence the browser fills in ({type}, {size}, {time}): raw, not formatted here.
              current: t.raw('document.current') as string,
              none: t('document.none'),
              types: {
                'image/jpeg': t('document.types.jpeg'),
                'image/png': t('document.types.png'),
                'application/pdf': t('document.types.pdf'),
              },
              chooseFile: t('document.chooseFile'),
              network: t('network'),
            },
          }}
        />
      </div>
      <Link
        href={`/${locale}/guestbook/${number}/add-roomate`}
        className="mt-8 inline-flex min-h-11 items-center text-base font-medium text-sea-deep underline underline-offset-4"
      >
        {t('checkIn.next')}
      </Link>
    </div>
  );
}
