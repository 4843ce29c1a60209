'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/i18n/navigation';

/**
 * Links to the same page and query in the other language. English goes through /en/…, which the
 * proxy answers with a 302 to the unprefixed path and remembers in the locale cookie; a plain
 * link, so it works before hydration and without JavaScript.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useTranslations('common.language');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const target = locale === 'en' ? 'es' : 'en';
  const path = pathname === '/' ? '' : pathname;
  const href = `/${target}${path}${search ? `?${search}` : ''}`;
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      data-testid="language-switcher"
      className={`inline-flex items-center gap-1.5 rounded-full border border-current/25 px-3 py-1.5 text-xs font-semibold tracking-widest uppercase transition hover:border-current/60 ${className}`}
    >
      <span aria-hidden="true">{t('short')}</span>
      <span className="sr-only">{t('switchTo')}</span>
    </a>
  );
}
