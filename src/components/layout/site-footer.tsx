import { getTranslations } from 'next-intl/server';
import { QueuedLink } from '@/components/system/queued-link';
import { FOOTER_COLUMNS } from './nav-items';

export async function SiteFooter() {
  const [t, pages] = await Promise.all([getTranslations('common'), getTranslations('pages')]);
  return (
    <footer data-testid="site-footer" className="mt-24 bg-sea-deep text-white/85">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div>
          <p className="font-serif text-3xl text-white">{t('brand')}</p>
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-white/70">{t('footer.about')}</p>
          <p className="mt-6 text-xs tracking-wide text-[#e7cf9f] uppercase">{t('footer.contactLine')}</p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} aria-label={t(`footer.${column.key}`)}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-[#e7cf9f] uppercase">{t(`footer.${column.key}`)}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <QueuedLink href={link.href} className="transition hover:text-white">
                    {pages(`${link.key}.title`)}
                  </QueuedLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-xs text-white/55">{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
