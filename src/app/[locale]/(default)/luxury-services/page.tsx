import { getTranslations } from 'next-intl/server';
import { ServiceCard } from '@/components/content/content-cards';
import { EmptyState } from '@/components/ui/empty-state';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { listLuxuryServices } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('luxuryServices', '/luxury-services');

// GET /luxury-services – every published luxury service, each linking to its page.
export default async function LuxuryServicesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [t, services] = await Promise.all([
    getTranslations({ locale, namespace: 'content.services' }),
    listLuxuryServices(await pageContext(locale)),
  ]);
  return (
    <div data-testid="luxury-services-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {services.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} action={{ href: '/contact-us', label: t('emptyAction') }} />
      ) : (
        <ul className="container-page grid gap-x-6 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceCard locale={locale} service={service} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
