import { getTranslations } from 'next-intl/server';
import { RefreshOnFavoritesChange } from '@/components/favorites/refresh-on-favorites-change';
import { WishlistEmpty, WishlistGrid } from '@/components/favorites/wishlist-grid';
import { pageMetadataFor } from '@/components/page/intro-page';
import { PageIntro } from '@/components/page/page-intro';
import { currentFavoriteIds, pageContext } from '@/server/http/page-context';
import { listPropertyCards } from '@/server/catalog/catalog.queries';
import { areaPage } from '@/server/http/area-page';

export const generateMetadata = pageMetadataFor('userWishlist', '/user/wishlist');

/** The account's favourites, server-rendered (the proxy's guard has checked the login). */
export default async function UserWishlistPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await areaPage(params);
  const [page, ids] = await Promise.all([getTranslations('pages.userWishlist'), currentFavoriteIds()]);
  const cards = await listPropertyCards(await pageContext(locale), ids);
  return (
    <>
      <PageIntro title={page('title')} lead={page('lead')} />
      <section className="container-page pb-20">
        {cards.length ? <WishlistGrid cards={cards} /> : <WishlistEmpty />}
        <RefreshOnFavoritesChange />
      </section>
    </>
  );
}
