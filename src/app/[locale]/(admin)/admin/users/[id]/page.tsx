import { getTranslations } from 'next-intl/server';
import { UserEditor } from '@/components/admin/user-editor';
import { pageMetadataFor } from '@/components/page/intro-page';
import { QueuedLink } from '@/components/system/queued-link';
import { formatWhen } from '@/lib/time-format';
import { readerTimeZone } from '@/server/http/reader-zone';
import { roleFromGroups } from '@/lib/roles';
import { GROUP_CODES } from '@/server/admin/users/users.schema';
import { getUser, scopeChoices } from '@/server/admin/users/users.service';
import { areaPage, idOrNotFound, orNotFound } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('adminUser', '/admin/users');

type Props = { params: Promise<{ locale: string; id: string }> };

// GET /admin/users/{id} – one account: details, groups, destinations, disable/enable, and its history.
export default async function AdminUserPage({ params }: Props) {
  const userId = idOrNotFound((await params).id);
  const { locale, ctx } = await areaPage(params, { path: `/admin/users/${userId}`, require: 'user' });
  const [user, choices] = await orNotFound(Promise.all([getUser(ctx, userId), scopeChoices(ctx)]));
  const [t, d, tb, roles, groupNames, groupDescriptions, languages] = await Promise.all([
    getTranslations('adminUsers'),
    getTranslations('adminUsers.detail'),
    getTranslations('adminUsers.table'),
    getTranslations('adminUsers.roles'),
    getTranslations('adminUsers.group_names'),
    getTranslations('adminUsers.group_descriptions'),
    getTranslations('common.languageNames'),
  ]);
  const { zone } = await readerTimeZone();
  const when = (iso: string | null) => (iso ? formatWhen(locale, iso, zone) : tb('never'));
  const role = user.is_admin ? roles('admin') : roles(roleFromGroups(user.groups));
  const facts: [string, string][] = [
    [d('email'), user.email],
    [d('language'), languages(user.locale === 'es' ? 'es' : 'en')],
    [d('created'), when(user.created_at)],
    [d('last_login'), when(user.last_login_at)],
    [d('sessions'), String(user.active_sessions)],
    [d('status'), user.disabled_at ? `${tb('disabled')} · ${when(user.disabled_at)}` : tb('enabled')],
  ];
  return (
    <div className="mx-auto grid max-w-4xl gap-4 px-3 py-5 sm:px-5" data-testid="admin-user" data-user-id={user.id}>
      <nav className="flex flex-wrap justify-between gap-2 text-sm">
        <QueuedLink href="/admin/users" className="underline underline-offset-4">
          ← {d('back')}
        </QueuedLink>
        <QueuedLink
          href={`/admin/audit?object_type=user&object_id=${user.id}`}
          className="underline underline-offset-4"
          data-testid="user-history"
        >
          {d('history')}
        </QueuedLink>
      </nav>
      <header>
        <h1 className="font-serif text-2xl break-words md:text-3xl">{user.name || user.email}</h1>
        <p className="text-sm text-ink-soft" data-testid="user-role">
          {role}
          {user.disabled_at ? ` · ${tb('disabled')}` : ''}
        </p>
      </header>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-xl border border-line bg-white p-4 text-sm sm:grid-cols-[max-content_1fr]">
        {facts.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-xs font-medium text-ink-soft sm:text-sm">{k}</dt>
            <dd className="mb-1.5 break-all sm:mb-0" data-testid={`fact-${k}`}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <UserEditor
        userId={user.id}
        groups={GROUP_CODES.map((code) => ({
          code,
          label: groupNames(code),
          description: groupDescriptions(code),
          gives: code === 'hbl-administrators' ? roles('admin') : roles(roleFromGroups([code])),
        }))}
        current={user.groups}
        disabled={user.disabled_at !== null}
        scopes={{ states: user.scopes.states.map((s) => s.id), countries: user.scopes.countries.map((c) => c.id) }}
        choices={choices}
        labels={{
          groups: d('groups'),
          roleHint: d('groups_hint', { role }),
          saveGroups: d('save_groups'),
          saved: d('saved'),
          saving: d('saving'),
          disable: d('disable'),
          enable: d('enable'),
          disableTitle: d('disable_confirm_title'),
          disableText: d('disable_confirm', { name: user.name || user.email }),
          confirm: d('confirm'),
          cancel: d('cancel'),
          scopes: d('scopes'),
          scopesStates: d('scopes_states'),
          scopesCountries: d('scopes_countries'),
          scopesNone: d('scopes_none'),
          saveScopes: d('save_scopes'),
          network: d('network'),
        }}
      />
      <p className="sr-only">{t('description')}</p>
    </div>
  );
}
