import { setRequestLocale } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import type { Locale } from '@/i18n/routing';
import { getViewport } from '@/lib/request-context';
import { NotFoundScreen } from './not-found-screen';
import { PageLocaleProvider } from './page-locale';

/**
 * The not-found screen inside the site's header and footer, in the visitor's language, rendered
 * whole on the server. Every not-found file uses it: the global one sits outside app/[locale]
 * (STACK-NOTES 3), so it names the locale itself, for the server strings and the client links.
 * Next renders a not-found boundary's element with every page of its segment (into the page's
 * data), so its header looks nothing up: the browser asks for the account when it is shown.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);
  const { variant } = await getViewport();
  return (
    <PageLocaleProvider locale={locale}>
      <div data-layout="not-found" className="flex min-h-dvh flex-col">
        <SiteHeader variant={variant} context={null} />
        <NotFoundScreen locale={locale} framed />
        <SiteFooter />
      </div>
    </PageLocaleProvider>
  );
}
