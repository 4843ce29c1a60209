import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page/page-intro';
import { QueuedLink } from '@/components/system/queued-link';
import { isLocale, type Locale } from '@/i18n/routing';
import { getMessages, type Messages } from '@/i18n/messages';
import { type InfoContent, type InfoValues, sectionIds, withInfoValues } from './info-content';
import { InfoSectionView } from './info-section';
import { InfoToc } from './info-toc';

export type InfoKey = Exclude<keyof Messages['info'], 'tocLabel'>;
type Params = Promise<{ locale: string }>;

export async function infoLocale(params: Params): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : 'en';
}

/** Pages with this many sections or more get a table of contents. */
const TOC_FROM_SECTIONS = 6;

/**
 * An information page from messages `info.{infoKey}`: intro, then its sections as editorial text.
 * `children` (a table, contact details) is shown before the sections; `after` (a form) follows them
 * in place of the call to action. `values` fills the `{name}` placeholders of its text with figures
 * the code decides (withInfoValues).
 */
export async function InfoPage({
  infoKey,
  params,
  numbered = false,
  ctaHref = '/contact-us',
  children,
  after,
  values = {},
}: {
  infoKey: InfoKey;
  params: Params;
  numbered?: boolean;
  ctaHref?: string;
  children?: ReactNode;
  after?: ReactNode;
  values?: InfoValues;
}) {
  const locale = await infoLocale(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'info' });
  // next-intl's typed `t.raw` only accepts keys of strings, so the arrays are read from the same
  // typed catalog next-intl is configured with.
  const page: InfoContent = withInfoValues(getMessages(locale).info[infoKey], values);
  const ids = sectionIds(page.sections.map((s) => s.heading));
  const withToc = page.sections.length >= TOC_FROM_SECTIONS;
  const layout = withToc ? 'stacked' : 'split';

  const sections = page.sections.map((section, i) => (
    <InfoSectionView
      key={ids[i]}
      section={section}
      id={ids[i] ?? `section-${i + 1}`}
      number={numbered ? i + 1 : undefined}
      layout={layout}
    />
  ));

  return (
    <>
      <PageIntro eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      <div className="container-page" aria-hidden="true">
        <div className="flex items-center gap-4">
          <span className="h-px w-16 bg-gold" />
          <span className="h-px flex-1 bg-line" />
        </div>
      </div>
      {withToc ? (
        <div className="container-page grid pt-12 md:pt-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-20">
          <InfoToc label={t('tocLabel')} entries={page.sections.map((s, i) => ({ id: ids[i] ?? '', label: s.heading }))} />
          <div>
            {children}
            {sections}
          </div>
        </div>
      ) : (
        <div className="container-page pt-12 md:pt-16">
          {children}
          {sections}
        </div>
      )}
      {after ? <div className="container-page mt-10">{after}</div> : null}
      {page.cta && !after ? (
        <aside aria-labelledby="info-cta-heading" className="container-page mt-10">
          <div className="grid gap-8 border-t-2 border-gold bg-sand px-6 py-12 md:grid-cols-[minmax(0,1fr)_auto] md:items-center md:gap-16 md:px-14 md:py-14">
            <div className="max-w-2xl">
              <h2 id="info-cta-heading" className="font-serif text-3xl leading-tight text-ink md:text-4xl">
                {page.cta.heading}
              </h2>
              <p className="mt-4 text-base leading-relaxed text-ink-soft">{page.cta.text}</p>
            </div>
            <QueuedLink
              href={ctaHref}
              className="inline-flex items-center justify-center gap-3 self-start bg-sea px-7 py-4 text-xs font-semibold tracking-[0.2em] text-white uppercase transition hover:bg-sea-deep md:self-center"
            >
              {page.cta.label}
              <span aria-hidden="true">→</span>
            </QueuedLink>
          </div>
        </aside>
      ) : null}
    </>
  );
}
