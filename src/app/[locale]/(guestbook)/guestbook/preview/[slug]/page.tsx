import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentView } from '@/components/guestbook/rules/document-view';
import { instructionsLabels } from '@/components/guestbook/rules/instructions-labels';
import { InstructionsView } from '@/components/guestbook/rules/instructions-view';
import { formatStayRange } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { getGuestbookPreview } from '@/server/guestbook/preview/guestbook-preview';
import { areaPage, orNotFound, pageRecord } from '@/server/http/area-page';

type Props = { params: Promise<{ locale: string; slug: string }> };

// GET /guestbook/preview/{slug} – a villa's guestbook with sample data, for its owner, a concierge in scope or an administrator; 404 for others.
async function load({ params }: Props) {
  const { slug } = await params;
  const { locale, record: preview } = await pageRecord(params, (ctx) => orNotFound(getGuestbookPreview(ctx, slug), [404]));
  return { locale, slug, preview };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, slug, preview } = await load(props);
  const t = await getTranslations({ locale, namespace: 'guestbookRules.preview' });
  return {
    ...pageMetadata({
      locale,
      path: `/guestbook/preview/${slug}`,
      title: t('title', { name: preview.propertyName }),
      description: t('lead'),
    }),
    robots: { index: false },
  };
}

export default async function GuestbookPreviewPage(props: Props) {
  const { locale, preview } = await load(props);
  await areaPage(props.params);
  const t = await getTranslations({ locale, namespace: 'guestbookRules.preview' });
  return (
    <div data-testid="guestbook-preview" className="mx-auto w-full max-w-xl px-4 py-8">
      <p className="text-[0.7rem] font-semibold tracking-[0.28em] text-gold-deep uppercase">{t('eyebrow')}</p>
      <h1 className="mt-3 font-serif text-3xl leading-tight text-ink">{t('title', { name: preview.propertyName })}</h1>
      <p className="mt-3 text-ink-soft">{t('lead')}</p>
      <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-2xl bg-white p-4 text-sm ring-1 ring-line">
        <dt className="font-semibold">{t('sampleGuest')}</dt>
        <dd>{t('sampleName')}</dd>
        <dt className="font-semibold">{t('sampleDates')}</dt>
        <dd>{formatStayRange(locale, preview.sample.checkIn, preview.sample.checkOut)}</dd>
      </dl>
      <h2 className="mt-8 mb-4 font-serif text-2xl text-ink">{t('instructionsTitle')}</h2>
      <InstructionsView data={preview.instructions} labels={await instructionsLabels(locale, preview.instructions)} />
      <h2 className="mt-8 mb-4 font-serif text-2xl text-ink">{t('authorizationTitle')}</h2>
      <DocumentView doc={preview.authorization} />
    </div>
  );
}
