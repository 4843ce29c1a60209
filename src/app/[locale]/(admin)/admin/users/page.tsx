import { getTranslations } from 'next-intl/server';
import { InviteDialog } from '@/components/admin/invite-dialog';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import { formatWhen } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';
import { listOpenInvitations } from '@/server/admin/users/invitations.service';
import { GROUP_CODES, listUsersQuery } from '@/server/admin/users/users.schema';
import { listUsers } from '@/server/admin/users/users.service';
import { pageContext } from '@/server/http/page-context';
import { areaPage, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('adminUsers', '/admin/users');

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
const control =
  'min-h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none';

// GET /admin/users – accounts: search and filters in the URL, paged, with the "Invite" dialog.
export default async function AdminUsersPage({ params, searchParams }: Props) {
  const { locale } = await areaPage(params);
  const ctx = await pageContext(locale);
  const sp = await searchParams;
  const shown = { q: one(sp.q), role: one(sp.role), disabled: one(sp.disabled), page: one(sp.page) };
  const parsed = listUsersQuery.safeParse(shown);
  const query = parsed.success ? parsed.data : listUsersQuery.parse({});
  const [page, pending] = await orNotFound(Promise.all([listUsers(ctx, query), listOpenInvitations(ctx)]));
  const [t, s, tb, roles, inv, groupNames, groupDescriptions] = await Promise.all([
    getTranslations('adminUsers'),
    getTranslations('adminUsers.search'),
    getTranslations('adminUsers.table'),
    getTranslations('adminUsers.roles'),
    getTranslations('adminUsers.invite'),
    getTranslations('adminUsers.group_names'),
    getTranslations('adminUsers.group_descriptions'),
  ]);
  const { zone } = await readerTimeZone();
  const when = (iso: string | null) => (iso ? formatWhen(locale, iso, zone) : tb('never'));
  const hrefWith = (over: Record<string, string | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries({ q: query.q, role: query.role, disabled: query.disabled, ...over })) if (v) q.set(k, v);
    const text = q.toString();
    return `/admin/users${text ? `?${text}` : ''}`;
  };
  const { meta } = page;
  const groupLabel = (code: string) =>
    (GROUP_CODES as readonly string[]).includes(code) ? groupNames(code as (typeof GROUP_CODES)[number]) : code;

  // A table from md up, a card per account below (the kit's DataTable).
  const columns: Column<(typeof page.data)[number]>[] = [
    {
      key: 'name',
      header: tb('name'),
      primary: true,
      cell: (u) => (
        <QueuedLink href={`/admin/users/${u.id}`} className="font-semibold text-sea-deep underline-offset-4 hover:underline">
          {u.name || u.email}
        </QueuedLink>
      ),
    },
    { key: 'email', header: tb('email'), className: 'col-span-2 break-all', cell: (u) => u.email },
    {
      key: 'role',
      header: tb('role'),
      cell: (u) => (
        <>
          {u.is_admin ? roles('admin') : roles(u.role)}
          {u.groups.length ? <span className="block text-xs text-ink-soft">{u.groups.map(groupLabel).join(', ')}</span> : null}
        </>
      ),
    },
    { key: 'last_login', header: tb('last_login'), className: 'md:whitespace-nowrap', cell: (u) => when(u.last_login_at) },
    {
      key: 'status',
      header: tb('status'),
      cell: (u) =>
        u.disabled_at ? (
          <span className="rounded-full bg-[#fbeeea] px-2 py-0.5 text-xs text-[#8a2c22]">{tb('disabled')}</span>
        ) : (
          <span className="rounded-full bg-[#eef6f4] px-2 py-0.5 text-xs text-sea-deep">{tb('enabled')}</span>
        ),
    },
  ];

  return (
    <div className="grid gap-4 px-3 py-5 sm:px-5" data-testid="admin-users">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="font-serif text-2xl md:text-3xl">{t('title')}</h1>
          <p className="text-sm text-ink-soft">{t('description')}</p>
        </div>
        <InviteDialog
          groups={GROUP_CODES.map((code) => ({ code, label: groupLabel(code), description: groupDescriptions(code) }))}
          labels={{
            open: inv('open'),
            title: inv('title'),
            email: inv('email'),
            name: inv('name'),
            groups: inv('groups'),
            language: inv('language'),
            en: inv('en'),
            es: inv('es'),
            submit: inv('submit'),
            cancel: inv('cancel'),
            sending: inv('sending'),
            sent: inv.raw('sent') as string,
            network: t('detail.network'),
          }}
        />
      </div>
      <form method="get" aria-label={s('label')} className="flex flex-wrap items-end gap-2" data-testid="users-filters">
        <label className="grid min-w-0 flex-1 basis-48 gap-1 text-xs font-medium">
          {s('label')}
          <input
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            placeholder={s('placeholder')}
            className={control}
            data-testid="users-q"
          />
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {s('role')}
          <select name="role" defaultValue={query.role ?? ''} className={control} data-testid="users-role">
            <option value="">{s('any')}</option>
            {(['user', 'concierge', 'owner', 'admin'] as const).map((r) => (
              <option key={r} value={r}>
                {roles(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs font-medium">
          {s('status')}
          <select name="disabled" defaultValue={query.disabled ?? ''} className={control} data-testid="users-status">
            <option value="">{s('any')}</option>
            <option value="false">{s('enabled')}</option>
            <option value="true">{s('disabled')}</option>
          </select>
        </label>
        <button type="submit" className="min-h-10 rounded-full bg-ink px-4 text-sm font-semibold text-white" data-testid="users-search">
          {s('submit')}
        </button>
        {query.q || query.role || query.disabled ? (
          <QueuedLink href="/admin/users" className="min-h-10 content-center px-2 text-sm underline underline-offset-4">
            {s('clear')}
          </QueuedLink>
        ) : null}
      </form>
      <p className="text-sm text-ink-soft" data-testid="users-count">
        {tb('count', { total: meta.total })}
      </p>
      {page.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-10 text-center text-ink-soft" data-testid="users-empty">
          {tb('empty')}
        </p>
      ) : (
        <DataTable
          rows={page.data}
          columns={columns}
          rowKey={(u) => u.id}
          label={tb('caption')}
          testId="users-table"
          minWidthClass="md:min-w-[44rem]"
          rowProps={(u) => ({ 'data-testid': 'user-row', 'data-user-id': u.id })}
        />
      )}
      {meta.page_count > 1 ? (
        <nav
          aria-label={tb('page', { page: meta.page, pages: meta.page_count })}
          className="flex items-center justify-between gap-2 text-sm"
        >
          <span className="text-ink-soft">{tb('page', { page: meta.page, pages: meta.page_count })}</span>
          <span className="flex gap-2">
            {meta.page > 1 ? (
              <QueuedLink href={hrefWith({ page: String(meta.page - 1) })} className="rounded-full border border-line bg-white px-3 py-1.5">
                {tb('previous')}
              </QueuedLink>
            ) : null}
            {meta.page < meta.page_count ? (
              <QueuedLink href={hrefWith({ page: String(meta.page + 1) })} className="rounded-full border border-line bg-white px-3 py-1.5">
                {tb('next')}
              </QueuedLink>
            ) : null}
          </span>
        </nav>
      ) : null}
      {pending.length ? (
        <section aria-labelledby="pending-title" className="grid gap-2" data-testid="pending-invitations">
          <h2 id="pending-title" className="font-serif text-lg">
            {inv('pending')}
          </h2>
          <ul className="divide-y divide-line rounded-xl border border-line bg-white text-sm">
            {pending.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2" data-testid="pending-invitation">
                <span className="break-all font-medium">{i.email}</span>
                <span className="text-ink-soft">
                  {i.groups.map(groupLabel).join(', ')} · {inv('expires', { date: formatWhen(locale, i.expires_at, zone) })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
