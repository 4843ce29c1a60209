import { loadSamples } from './samples';
import { type APIRequestContext, expect, type Page } from './test';
import type { Locale } from './accounts';

/** A calendar date `days` after an ISO date: "2027-12-30" + 2 → "2028-01-01". */
export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The owner's published villas in Cap Cana and Punta Cana, newest first (the public search, then the portal says which are theirs). */
export async function ownersVillas(request: APIRequestContext): Promise<number[]> {
  const ids: number[] = [];
  for (const destination of ['cap-cana', 'punta-cana']) {
    const res = await request.get('/v1/properties', { params: { destination, per_page: 48 } });
    expect(res.status()).toBe(200);
    for (const v of (await res.json()).data as { id: number }[]) ids.push(v.id);
  }
  const mine: number[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => b - a)) {
    if ((await request.get(`/v1/owner/properties/${id}`)).status() === 200) mine.push(id);
  }
  return mine;
}

/**
 * A villa of the signed-in owner for each language, never the sample villa the other specs read.
 * `after` skips that many first villas when there are enough (two specs that change villas keep
 * to villas of their own: the listing editor takes the first two, night prices the next two).
 */
export async function villaFor(page: Page, locale: Locale, after = 0): Promise<number> {
  const sample = loadSamples().property.id;
  const mine = (await ownersVillas(page.request)).filter((id) => id !== sample);
  expect(mine.length).toBeGreaterThanOrEqual(2);
  const pick = mine.length >= after + 2 ? mine.slice(after) : mine;
  return pick[locale === 'en' ? 0 : 1] as number;
}
