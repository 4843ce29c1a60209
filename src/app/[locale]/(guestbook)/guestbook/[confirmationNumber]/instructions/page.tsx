import { getTranslations } from 'next-intl/server';
import { instructionsLabels } from '@/components/guestbook/rules/instructions-labels';
import { InstructionsView } from '@/components/guestbook/rules/instructions-view';
import { pageMetadataFor } from '@/components/page/intro-page';
import { localizeHref } from '@/lib/locale-path';
import { getInstructions } from '@/server/guestbook/instructions/instructions.service';
import { loadGuestbookStep } from '@/server/http/guestbook-page';

export const generateMetadata = pageMetadataFor('guestbookInstructions', '/guestbook/:confirmationNumber/instructions');

type Props = { params: Promise<{ locale: string; confirmationNumber: string }> };

// GET /guestbook/{number}/instructions – arrival instructions; the door code and wifi password by the reveal rule
export default async function GuestbookInstructionsPage({ params }: Props) {
  const { locale, confirmationNumber, data } = await loadGuestbookStep(params, getInstructions);
  const t = await getTranslations({ locale, namespace: 'guestbookRules' });
  const base = localizeHref(locale, `/guestbook/${encodeURIComponent(confirmationNumber)}`);
  return (
    <div data-testid="guestbook-instructions" className="mx-auto w-full max-w-xl px-4 py-8">
      <a href={base} className="inline-flex min-h-11 items-center text-sm font-semibold text-sea underline underline-offset-4">
        {t('stay.back')}
      </a>
      <h1 className="mt-2 font-serif text-3xl leading-tight text-ink">{t('instructions.title')}</h1>
      <p className="mt-2 mb-6 text-ink-soft">{t('instructions.lead', { property: data.property })}</p>
      <InstructionsView
        data={data}
        labels={await instructionsLabels(locale, data)}
        links={{ checkIn: `${base}/checkIn`, authorization: `${base}/authorization` }}
      />
    </div>
  );
}
