import { getTranslations } from 'next-intl/server';
import { parseFavoriteIds } from '@/components/favorites/favorites-store';
import { LocalWishlist } from '@/components/favorites/local-wishlist';
import { WishlistEmpty, WishlistGrid } from '@/components/favorites/wishlist-grid';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { QueuedLink } from '@/components/system/queued-link';
import { localizeHref } from '@/lib/locale-path';
import { currentActor, pageContext } from '@/server/http/page-context';
import { listPropertyCards } from '@/server/catalog/catalog.queries';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('wishlist', '/wishlist');

/** As many ids as the account API syncs at once (FAVORITES_SYNC_MAX). */
const MAX_IDS = 200;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The visitor's wishlist: the favourites stored in this browser, as cards (see LocalWishlist). */
export default async function WishlistPage({ params, searchParams }: Props) {
  const [{ locale }, query] = await Promise.all([areaPage(params), searchParams]);
  const renderedIds = typeof query.ids === 'string' ? parseFavoriteIds(query.ids.split(',')).slice(0, MAX_IDS) : null;
  const [page, t, cards, actor] = await Promise.all([
    getTranslations('pages.wishlist'),
    getTranslations('account.wishlist'),
    renderedIds?.length ? listPropertyCards(await pageContext(locale), renderedIds) : Promise.resolve([]),
    currentActor(),
  ]);
  return (
    <>
      <PageIntro title={page('title')} lead={page('lead')}>
        {actor ? null : (
          <p className="mt-4 text-sm text-muted">
            {t('loginHint')}{' '}
            <QueuedLink
              href={`/login?next=${encodeURIComponent(localizeHref(locale, '/user/wishlist'))}`}
              className="font-semibold text-sea underline-offset-4 hover:underline"
            >
              {t('toLogin')}
            </QueuedLink>
          </p>
        )}
      </PageIntro>
      <section className="container-page pb-20">
        <LocalWishlist renderedIds={renderedIds} loading={t('loading')} empty={<WishlistEmpty />}>
          {cards.length ? <WishlistGrid cards={cards} /> : <WishlistEmpty />}
        </LocalWishlist>
      </section>
    </>
  );
}
