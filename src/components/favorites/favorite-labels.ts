import { getTranslations } from 'next-intl/server';
import type { FavoriteButtonLabels } from './favorite-button';

/** The heart's strings, resolved on the server (client components get strings as props). */
export async function favoriteButtonLabels(name: string): Promise<FavoriteButtonLabels> {
  const t = await getTranslations('account');
  return { toggle: t('favorites.toggle', { name }), failed: t('favorites.failed'), network: t('errors.network') };
}
