'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { LanguageSwitcherLabels } from './language-switcher';

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

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = dynamic(() => loadSheet().then((m) => m.MobileMenuSheet), { ssr: false });

/**
 * The phone navigation: a plain button that opens the sheet (MobileMenuSheet, fetched on first
 * hover or press). Its strings come from the server header.
 */
export function MobileMenu({ labels }: { labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          void loadSheet();
          setOpen(true);
        }}
        onPointerEnter={() => void loadSheet()}
        data-testid="mobile-menu-button"
        className="inline-flex size-11 items-center justify-center rounded-full text-current outline-none transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-gold"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M4 8h16M8 16h12" strokeLinecap="round" />
        </svg>
      </button>
      {open ? <MobileMenuSheet labels={labels} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
