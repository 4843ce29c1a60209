import 'server-only';
import { getTranslations } from 'next-intl/server';

/** Strings shared by the account forms, resolved on the server (client components get strings as props). */
export async function welcomeLabels() {
  const t = await getTranslations('account');
  return {
    network: t('errors.network'),
    welcome: { user: t('welcome.user'), concierge: t('welcome.concierge'), owner: t('welcome.owner'), next: t('welcome.next') },
  };
}
