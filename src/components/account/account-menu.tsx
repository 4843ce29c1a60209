'use client';

import { usePageLocale } from '@/components/system/page-locale';
import { useEffect, useId, useRef, useState } from 'react';
import { QueuedLink } from '@/components/system/queued-link';
import { logout } from './logout';

export interface AccountMenuLabels {
  /** What the button opens, after the visible name in its accessible name: "account menu". */
  open: string;
  name: string;
  label: string;
  logout: string;
  loggingOut: string;
  items: { href: string; label: string }[];
}

/** The header's account disclosure: the user's name opens their role's pages and log out. */
export function AccountMenu({ labels, dark = false }: { labels: AccountMenuLabels; dark?: boolean }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const locale = usePageLocale();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // A click or focus outside the menu closes it.
    const onOutside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-testid="account-menu-button"
        onClick={() => setOpen((v) => !v)}
        className={`inline-flex min-h-11 max-w-60 items-center gap-2 rounded-full border py-1.5 pr-3 pl-1.5 text-sm font-medium transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none ${dark ? 'border-white/25 text-white hover:border-white/60' : 'border-ink/15 text-ink hover:border-ink/40'}`}
      >
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-sea text-xs font-semibold text-white uppercase"
        >
          {labels.name.trim().charAt(0) || '·'}
        </span>
        {/* The accessible name starts with the visible name (axe's label-content-name-mismatch) and
            says what the button opens: "Ana Rivera (account menu)". The hidden words are in brackets, as
            Chromium puts a space before an absolutely positioned (sr-only) span; an aria-label would not
            do, since axe counts the aria-hidden initial as visible text. */}
        <span className="min-w-0 truncate max-sm:sr-only">
          <span data-testid="account-name">{labels.name}</span>
          <span className="sr-only"> ({labels.open})</span>
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`size-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" />
        </svg>
      </button>
      <nav
        id={id}
        aria-label={labels.label}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-60 rounded-2xl border border-line bg-[#fffdf9] p-2 shadow-xl"
      >
        <ul>
          {labels.items.map((item) => (
            <li key={item.href}>
              <QueuedLink
                href={item.href}
                onClick={() => setOpen(false)}
                className="block rounded-xl px-3 py-2.5 text-sm text-ink-soft hover:bg-sand hover:text-ink focus-visible:bg-sand focus-visible:outline-none"
              >
                {item.label}
              </QueuedLink>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <button
              type="button"
              data-testid="logout-button"
              disabled={leaving}
              onClick={() => {
                setLeaving(true);
                void logout(locale);
              }}
              className="block w-full rounded-xl px-3 py-2.5 text-left text-sm text-ink-soft hover:bg-sand hover:text-ink focus-visible:bg-sand focus-visible:outline-none disabled:opacity-60"
            >
              {leaving ? labels.loggingOut : labels.logout}
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
