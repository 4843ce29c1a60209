'use client';

import { usePageLocale } from '@/components/system/page-locale';
import { Suspense, useState } from 'react';
import { useHeaderAccount } from '@/components/account/header-account-context';
import { logout } from '@/components/account/logout';
import { QueuedLink } from '@/components/system/queued-link';
import { LanguageSwitcher, type LanguageSwitcherLabels } from './language-switcher';
import { PhoneSheet } from './phone-sheet';

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
  navLabel: string;
  login: string;
  register: string;
  contactLine: string;
  language: LanguageSwitcherLabels;
  items: { href: string; label: string }[];
}

/**
 * The phone navigation: the site's sections, the account (or sign-in) and the language, in the
 * phone's sheet (PhoneSheet: a native modal <dialog>). Its strings come from the server header.
 */
export function MobileMenu({ labels }: { labels: MobileMenuLabels }) {
  // The logged-in user's menu (name, role pages, log out), as the header knows it (a cached page
  // learns it after load); null for a visitor.
  const account = useHeaderAccount()?.account.menu ?? null;
  const locale = usePageLocale();
  const [leaving, setLeaving] = useState(false);

  return (
    <PhoneSheet
      openLabel={labels.open}
      closeLabel={labels.close}
      title={labels.title}
      buttonTestId="mobile-menu-button"
      testId="mobile-menu"
    >
      {(close) => (
        <>
          <nav aria-label={labels.navLabel} className="mt-8 flex-1">
            <ul className="divide-y divide-line/80 border-y border-line/80">
              {labels.items.map((item) => (
                <li key={item.href}>
                  <QueuedLink
                    href={item.href}
                    onClick={close}
                    className="group flex items-center justify-between py-4 font-serif text-[1.6rem] leading-tight text-ink outline-none focus-visible:text-gold-deep focus-visible:underline"
                  >
                    {item.label}
                    <span aria-hidden="true" className="text-base text-gold transition group-hover:translate-x-1">
                      →
                    </span>
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
          {account ? (
            <nav aria-label={account.label} className="mt-8" data-testid="mobile-account">
              <p className="text-[0.7rem] font-semibold tracking-[0.3em] text-gold-deep uppercase">{account.name}</p>
              <ul className="mt-3 grid grid-cols-2 gap-2">
                {account.items.map((item) => (
                  <li key={item.href}>
                    <QueuedLink
                      href={item.href}
                      onClick={close}
                      className="block rounded-xl border border-ink/15 px-3 py-3 text-sm font-medium transition hover:border-ink/40"
                    >
                      {item.label}
                    </QueuedLink>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={leaving}
                onClick={() => {
                  setLeaving(true);
                  void logout(locale);
                }}
                className="mt-4 w-full rounded-full border border-ink/20 px-5 py-3.5 text-center text-sm font-semibold tracking-wide transition hover:border-ink/50 disabled:opacity-60"
              >
                {leaving ? account.loggingOut : account.logout}
              </button>
            </nav>
          ) : (
            <div className="mt-10 flex flex-col gap-3">
              <QueuedLink
                href="/register"
                onClick={close}
                className="rounded-full bg-sea px-5 py-3.5 text-center text-sm font-semibold tracking-wide text-white transition hover:bg-sea-deep"
              >
                {labels.register}
              </QueuedLink>
              <QueuedLink
                href="/login"
                onClick={close}
                className="rounded-full border border-ink/20 px-5 py-3.5 text-center text-sm font-semibold tracking-wide transition hover:border-ink/50"
              >
                {labels.login}
              </QueuedLink>
            </div>
          )}
          <div className="mt-6 flex items-center justify-between gap-4">
            <p className="text-xs leading-relaxed text-muted">{labels.contactLine}</p>
            <Suspense>
              <LanguageSwitcher labels={labels.language} className="shrink-0" />
            </Suspense>
          </div>
        </>
      )}
    </PhoneSheet>
  );
}
