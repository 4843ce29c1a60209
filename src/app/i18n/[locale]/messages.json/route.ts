// GET /i18n/{locale}/messages.json – the UI messages of one locale (SPEC §7), cached 24 hours
import { getMessages } from '@/i18n/messages';
import { isLocale } from '@/i18n/routing';

/** SPEC §9: locale messages are cached 24 hours. */
const MESSAGES_MAX_AGE = 24 * 60 * 60;

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return Response.json({ error: `Unknown locale: ${locale}`, code: 'not_found' }, { status: 404 });
  }
  return Response.json(getMessages(locale), {
    headers: { 'Cache-Control': `public, max-age=${MESSAGES_MAX_AGE}, stale-while-revalidate=${MESSAGES_MAX_AGE}` },
  });
}

