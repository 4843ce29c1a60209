'use client';

import { usePageLocale } from '@/components/system/page-locale';
import { Suspense, useId, useRef, useState } from 'react';
import { useHeaderAccount } from '@/components/account/header-account-context';
import { logout } from '@/components/account/logout';
import { QueuedLink } from '@/components/system/queued-link';
import { LanguageSwitcher, type LanguageSwitcherLabels } from './language-switcher';
import { CloseIcon } from '@/components/ui/icons';

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

const closeIcon = <CloseIcon />;

/**
 * HTML's invoker commands (`commandfor`, `command`): the browser opens and closes the dialog
 * itself, so the menu works before the page's scripts have run (public pages start them after the
 * first paint, docs/decisions/034). React 19 passes the lowercase attributes through; its types do
 * not know them yet. Browsers without them wait for the click handler, as before.
 */
function invoke(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command };
}

/**
 * The phone navigation: a full-height sheet in a native modal <dialog> (showModal keeps focus
 * inside and makes the page inert, Escape closes it, the browser returns focus to the button), so
 * no dialog library is shipped. Its strings come from the server header.
 */
export function MobileMenu({ labels }: { labels: MobileMenuLabels }) {
  // The logged-in user's menu (name, role pages, log out), as the header knows it (a cached page
  // learns it after load); null for a visitor.
  const account = useHeaderAccount()?.account.menu ?? null;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const locale = usePageLocale();
  const [leaving, setLeaving] = useState(false);

  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        {...invoke(dialogId, 'show-modal')}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
          // The page behind does not scroll while the sheet is open.
          document.documentElement.style.overflow = 'hidden';
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-current outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M4 8h16M8 16h12" strokeLinecap="round" />
        </svg>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard closes the dialog with Escape natively. */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        onClose={() => {
          document.documentElement.style.overflow = '';
        }}
        data-testid="mobile-menu"
        // A click on the backdrop lands on the <dialog> itself; clicks inside land on its content.
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,90vw)] max-w-none bg-sand p-0 text-ink shadow-2xl transition-transform duration-300 ease-out backdrop:bg-ink/45 backdrop:backdrop-blur-sm open:translate-x-0 starting:open:translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto px-7 pt-5 pb-8">
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="font-sans text-[0.7rem] font-semibold tracking-[0.3em] text-gold-deep uppercase">
              {labels.title}
            </h2>
            <button
              type="button"
              {...invoke(dialogId, 'close')}
              onClick={close}
              aria-label={labels.close}
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
            >
              {closeIcon}
            </button>
          </div>
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
        </div>
      </dialog>
    </>
  );
}
