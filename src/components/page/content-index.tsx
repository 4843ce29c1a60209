import type { ReactNode } from 'react';
import { EmptyState } from '@/components/content/empty-state';
import { PageIntro } from '@/components/page/page-intro';

/** The strings of a content index page (content.experiences, content.services, content.press). */
type IndexKey = 'eyebrow' | 'title' | 'lead' | 'emptyTitle' | 'emptyText' | 'emptyAction';

/**
 * An index of editorial content (experiences, luxury services, press): its intro, then the list,
 * or with nothing published an empty state that points to the contact page.
 */
export function ContentIndex({
  testId,
  t,
  empty,
  children,
}: {
  testId: string;
  t: (key: IndexKey) => string;
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      {empty ? (
        <EmptyState title={t('emptyTitle')} text={t('emptyText')} action={{ href: '/contact-us', label: t('emptyAction') }} />
      ) : (
        children
      )}
    </div>
  );
}
