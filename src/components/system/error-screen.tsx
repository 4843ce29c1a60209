import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/lib/locale-path';
import type { AppErrorShown } from './app-error';

/** SPEC §9: a search starts at the default destination. */
const SEARCH_PATH = '/d/dominican-republic';

/** SPEC §2's /error page: the app's error (SPEC §8) in the page's language, and the ways back. */
export async function ErrorScreen({ locale, error }: { locale: Locale; error: AppErrorShown }) {
  const [t, notFound] = await Promise.all([
    getTranslations({ locale, namespace: 'system.errorPage' }),
    getTranslations({ locale, namespace: 'system.notFound' }),
  ]);
  // A not-found code without its path says so plainly rather than "Page not found: ".
  const detail = error.showsPath
    ? t(`codes.${error.code}`, { path: error.path ?? '' })
    : error.code === 'pageValidity' || error.code === 'noRoute'
      ? notFound('heading')
      : t(`codes.${error.code}`, { path: '' });
  const link = 'text-sea underline decoration-gold/60 underline-offset-4 hover:text-sea-deep';
  return (
    <section data-testid="app-error" data-error-code={error.code} className="container-page pt-12 pb-10 md:pt-20">
      <p className="text-xs font-semibold tracking-[0.25em] text-gold-deep uppercase">{t('eyebrow')}</p>
      <h1 className="mt-3 max-w-3xl font-serif text-4xl leading-tight md:text-6xl">{t('heading')}</h1>
      <p data-testid="app-error-detail" className="mt-5 max-w-2xl font-medium text-lg leading-relaxed text-ink break-words">
        {detail}
      </p>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-ink-soft">{t('text')}</p>
      <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        {error.retryHref ? (
          <a
            href={error.retryHref}
            className="inline-flex items-center justify-center rounded-full bg-sea px-7 py-3 text-sm font-semibold tracking-wide text-white uppercase transition hover:bg-sea-deep"
          >
            {t('retry')}
          </a>
        ) : null}
        <a
          href={localizeHref(locale, '/')}
          className={
            error.retryHref
              ? link
              : 'inline-flex items-center justify-center rounded-full bg-sea px-7 py-3 text-sm font-semibold tracking-wide text-white uppercase transition hover:bg-sea-deep'
          }
        >
          {t('home')}
        </a>
        <a href={localizeHref(locale, SEARCH_PATH)} className={link}>
          {t('search')}
        </a>
        <a href={localizeHref(locale, '/contact-us')} className={link}>
          {t('contact')}
        </a>
      </div>
    </section>
  );
}
