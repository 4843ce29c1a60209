import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One area's components do not import another area's files (issue 30). What several areas share
 * lives in a shared folder:
 *  - ui/      the kit (buttons, fields, dialogs, tables, the API hook and client) — see docs/ui.md;
 *  - system/  app-wide plumbing every page may use (QueuedLink, the page's locale);
 *  - layout/  the site's chrome (header, footer, language switcher);
 *  - staff-calendar/  the calendar of every villa (issue 32), which the desk, the owner portal and
 *             the administration each show.
 * The allow-list below is what still crosses today, one line per importing area → imported file;
 * it may only shrink. A new crossing means: move the piece into ui/ (or import from the shared folder).
 */
const SHARED = new Set(['ui', 'system', 'layout', 'staff-calendar']);

const ALLOWED = new Set([
  'account -> favorites/favorites-client',
  'account -> messaging/unread-badge',
  'account -> favorites/favorites-count',
  'catalog -> favorites/favorite-button',
  'catalog -> favorites/favorite-labels',
  'catalog -> search/home-search',
  'catalog -> search/home-search-types',
  'catalog -> search/results-labels',
  'checkout -> property/price-line',
  'checkout -> property/quote-display',
  'concierge -> account/account-menu',
  'concierge -> account/header-account',
  'concierge -> messaging/unread-badge',
  'content -> catalog/property-image',
  'content -> inquiries/pick',
  'favorites -> catalog/property-card',
  'info -> page/page-intro',
  'property -> catalog/property-card',
  'property -> catalog/property-image',
  'search -> catalog/badges',
  'search -> catalog/property-card',
  'search -> catalog/property-card-view',
  'trips -> catalog/property-image',
]);

const ROOT = path.resolve(import.meta.dirname);
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : SOURCE.test(name) ? [full] : [];
  });
}

/** The component file an import names, relative to src/components (no extension); null outside it. */
function target(from: string, spec: string): string | null {
  let abs: string;
  if (spec.startsWith('@/components/')) abs = path.join(ROOT, spec.slice('@/components/'.length));
  else if (spec.startsWith('.')) abs = path.resolve(path.dirname(from), spec);
  else return null;
  const rel = path.relative(ROOT, abs);
  return rel.startsWith('..') ? null : rel.replace(/\.(ts|tsx)$/, '');
}

function crossings(): string[] {
  const found = new Set<string>();
  for (const file of filesUnder(ROOT)) {
    const area = path.relative(ROOT, file).split(path.sep)[0];
    if (!area || !statSync(path.join(ROOT, area)).isDirectory() || SHARED.has(area)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const to = target(file, m[1] as string);
      const toArea = to?.split(path.sep)[0];
      if (!to || !toArea || toArea === area || SHARED.has(toArea)) continue;
      found.add(`${area} -> ${to.split(path.sep).join('/')}`);
    }
  }
  return [...found].sort();
}

describe('component areas', () => {
  const actual = crossings();

  it('import no other area’s files, except the allow-list', () => {
    expect(actual.filter((c) => !ALLOWED.has(c))).toEqual([]);
  });

  it('the allow-list names only crossings that still exist (remove a line once it is gone)', () => {
    expect([...ALLOWED].filter((c) => !actual.includes(c))).toEqual([]);
  });
});
