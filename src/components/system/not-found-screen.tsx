import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { getRequestPath } from '@/lib/request-context';
import { matchRoute } from '@/lib/routes';
import { localizeHref } from '@/lib/locale-path';
import { NotFoundView } from './not-found-view';

/** SPEC §9: the default destination, where a search starts. */
const DEFAULT_DESTINATION = 'dominican-republic';

const HELPFUL_LINKS = [
  [`/d/${DEFAULT_DESTINATION}`, 'search'],
  ['/destination', 'destinations'],
  ['/listings', 'listings'],
  ['/experiences-collection', 'experiences'],
] as const;

/**
 * The not-found screen on the server. A path that names a known route whose id or slug is wrong
 * fails its page validity ("Page Not Found: {path}", SPEC §5); any other path has no route
 * ("Page not found: {path}").
 */
export async function NotFoundScreen({ locale, framed = false }: { locale: Locale; framed?: boolean }) {
  const [t, nav, path] = await Promise.all([
    getTranslations({ locale, namespace: 'system.notFound' }),
    getTranslations({ locale, namespace: 'common.nav' }),
    getRequestPath(),
  ]);
  const pathLine = matchRoute(path) ? t('invalidPage', { path }) : t('unknownRoute', { path });
  const labels = { search: t('search'), destinations: nav('destinations'), listings: nav('listings'), experiences: nav('experiences') };
  return (
    <NotFoundView
      heading={t('heading')}
      text={t('text')}
      imageAlt={t('imageAlt')}
      homeHref={localizeHref(locale, '/')}
      homeLabel={t('home')}
      pathLine={pathLine}
      framed={framed}
      links={
        <ul aria-label={t('links')} className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {HELPFUL_LINKS.map(([href, key]) => (
            <li key={href}>
              <a href={localizeHref(locale, href)} className="text-sea underline decoration-gold/60 underline-offset-4 hover:text-sea-deep">
                {labels[key]}
              </a>
            </li>
          ))}
        </ul>
      }
    />
  );
}
