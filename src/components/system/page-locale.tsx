'use client';

import { useParams } from 'next/navigation';
import { createContext, type ReactNode, useContext } from 'react';
import type { Locale } from '@/i18n/routing';
import { localeFromParam } from '@/lib/locale-path';

const PageLocaleContext = createContext<Locale | null>(null);

/**
 * Names the page's language for its client islands where no [locale] segment does: the global
 * not-found page renders outside app/[locale] (STACK-NOTES 3), so useParams() has no locale there.
 */
export function PageLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <PageLocaleContext value={locale}>{children}</PageLocaleContext>;
}

/** The page's language: the provider's, else the [locale] route segment's. */
export function usePageLocale(): Locale {
  const provided = useContext(PageLocaleContext);
  const param = useParams()?.locale;
  return provided ?? localeFromParam(param);
}
