import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { FOOTER_COLUMNS } from './nav-items';

export async function SiteFooter() {
  const [t, pages] = await Promise.all([getTranslations('common'), getTranslations('pages')]);
  return (
    <footer data-testid="site-footer" className="mt-24 bg-sea-deep text-white/80 md:mt-32">
      <div className="container-page border-b border-white/10 py-14 md:flex md:items-end md:justify-between md:gap-12 md:py-20">
        <p className="max-w-2xl font-serif text-3xl leading-tight text-white md:text-[2.75rem]">{t('tagline')}</p>
        <QueuedLink
          href="/listings"
          className="mt-8 inline-flex shrink-0 items-center gap-3 rounded-full border border-[#e7cf9f]/60 px-6 py-3 text-[0.7rem] font-semibold tracking-[0.2em] text-[#e7cf9f] uppercase transition hover:bg-[#e7cf9f] hover:text-sea-deep md:mt-0"
        >
          {t('footer.findVilla')}
          <span aria-hidden="true">→</span>
        </QueuedLink>
      </div>
      <div className="container-page grid gap-12 py-14 sm:grid-cols-2 md:py-16 lg:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="sm:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-3">
            <BrandMark className="size-9" inverted />
            <span className="font-serif text-2xl tracking-[0.14em] text-white uppercase">{t('brand')}</span>
          </p>
          <p className="mt-5 max-w-sm text-sm leading-relaxed text-white/65">{t('footer.about')}</p>
          <p className="mt-6 text-[0.7rem] font-semibold tracking-[0.2em] text-[#e7cf9f] uppercase">{t('footer.contactLine')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} aria-label={t(`footer.${column.key}`)}>
            <h2 className="font-sans text-[0.7rem] font-semibold tracking-[0.25em] text-[#e7cf9f] uppercase">
              {t(`footer.${column.key}`)}
            </h2>
            <ul className="mt-5 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <QueuedLink href={link.href} className="rounded-sm text-white/75 transition hover:text-white">
                    {pages(`${link.key}.title`)}
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col-reverse gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xs text-white/65">{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <Suspense>
            <LanguageSwitcher
              labels={{ short: t('language.short'), switchTo: t('language.switchTo') }}
              className="self-start text-white/75 sm:self-auto"
            />
          </Suspense>
        </div>
      </div>
    </footer>
  );
}
