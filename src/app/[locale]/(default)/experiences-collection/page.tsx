import { getTranslations } from 'next-intl/server';
import { ExperienceCard } from '@/components/content/content-cards';
import { EmptyState } from '@/components/ui/empty-state';
import { ExperienceRequestSection } from '@/components/inquiries/inquiry-sections';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { listExperiences } from '@/server/content/content.queries';
import { pageContext } from '@/server/http/page-context';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('experiencesCollection', '/experiences-collection');

// GET /experiences-collection – every published experience, and the form to request one.
export default async function ExperiencesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [t, experiences] = await Promise.all([
    getTranslations({ locale, namespace: 'content.experiences' }),
    listExperiences(await pageContext(locale)),
  ]);
  return (
    <div data-testid="experiences-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {experiences.length === 0 ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} action={{ href: '/contact-us', label: t('emptyAction') }} />
      ) : (
        <>
          <ul className="container-page grid gap-x-6 gap-y-16 sm:grid-cols-2 lg:grid-cols-3">
            {experiences.map((experience) => (
              <li key={experience.slug}>
                <ExperienceCard locale={locale} experience={experience} />
              </li>
            ))}
          </ul>
          <div className="container-page mt-20 md:mt-28">
            <ExperienceRequestSection locale={locale} experiences={experiences.map((e) => ({ slug: e.slug, title: e.title }))} />
          </div>
        </>
      )}
    </div>
  );
}
