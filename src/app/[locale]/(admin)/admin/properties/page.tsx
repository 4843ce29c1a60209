import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminPropertiesFilters } from '@/components/admin/properties-filters';
import { AdminPropertiesTable } from '@/components/admin/properties-table';
import { getMessages } from '@/i18n/messages';
import { listAdminProperties, listOwnerChoices } from '@/server/admin/properties/admin-properties';
import { adminPropertiesQuerySchema } from '@/server/admin/properties/properties.schema';
import { areaPage, orNotFound, pageLocale } from '@/server/http/area-page';
import { StaffTitleBar } from '@/components/page/staff-title';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'adminProperties' });
  return { title: t('title'), robots: { index: false } };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

// GET /admin/properties – owners, brokers, commission and terms of every villa; listings waiting for review first.
export default async function AdminPropertiesPage({ params, searchParams }: Props) {
  const { locale, ctx } = await areaPage(params, { path: '/admin/properties', require: 'user' });
  const search = await searchParams;
  const filters = { q: first(search.q), status: first(search.status), owner: first(search.owner), page: first(search.page) };
  // A hand-edited URL with a filter out of range shows the first page unfiltered rather than an error.
  const parsed = adminPropertiesQuerySchema.safeParse(filters);
  const query = parsed.success ? parsed.data : adminPropertiesQuerySchema.parse({});
  const [page, owners] = await orNotFound(Promise.all([listAdminProperties(ctx, query), listOwnerChoices(ctx)]));
  const t = await getTranslations('adminProperties');
  const m = getMessages(locale).adminProperties;

  return (
    <div className="mx-auto grid w-full max-w-7xl min-w-0 gap-4 px-3 py-5 sm:px-5" data-testid="admin-properties">
      <StaffTitleBar title={t('title')} lead={t('intro')} gap="gap-2">
        <p className="text-sm font-medium" data-testid="admin-properties-waiting">
          {t('waiting', { count: page.waiting })}
        </p>
      </StaffTitleBar>
      <AdminPropertiesFilters
        locale={locale}
        owners={owners}
        current={{ q: query.q ?? '', status: query.status ?? '', owner: query.owner ? String(query.owner) : '' }}
        labels={m.filters}
        statusLabels={m.status}
      />
      <AdminPropertiesTable
        locale={locale}
        page={page}
        owners={owners}
        m={m}
        query={{ q: query.q, status: query.status, owner: query.owner }}
      />
    </div>
  );
}
