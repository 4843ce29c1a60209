import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from './messages';

/**
 * Copy that must say what the product does (issue 31, item 11): only administrators publish a
 * listing, a draft is not public, and the chat promises the desk's hours that the header states.
 */
describe('copy that matches the product', () => {
  for (const locale of ['en', 'es'] as const) {
    const m = MESSAGE_CATALOG[locale];

    it(`${locale}: a new listing stays a draft until an administrator publishes it; saving a draft does not claim it is public`, () => {
      expect(m.ownerPortal.listings.create.hint).toMatch(locale === 'en' ? /administrator publishes/ : /administrador lo publique/);
      expect(m.ownerPortal.listings.create.hint).not.toMatch(/until you publish|hasta que lo publiques/);
      expect(m.ownerListing.details.savedDraft).not.toMatch(/public page|página pública|already shows|ya muestra/);
      expect(m.ownerListing.details.savedDraft).toMatch(locale === 'en' ? /administrator/ : /administrador/);
    });

    it(`${locale}: the empty chat states the desk's hours, as the header does`, () => {
      const [, opens, closes] = /(\d{1,2}:\d{2})\s*(?:–|a)\s*(\d{1,2}:\d{2})/.exec(m.common.footer.contactLine) ?? [];
      expect(opens && closes).toBeTruthy();
      expect(m.inbox.thread.empty).toContain(opens);
      expect(m.inbox.thread.empty).toContain(closes);
      expect(m.inbox.thread.empty).not.toMatch(/within the hour|day and night|menos de una hora|de día y de noche/);
    });

    it(`${locale}: an invitation without a group asks for one in words, and each group has a name and a line of its own`, () => {
      expect(m.adminUsers.errors.groups_required).toMatch(locale === 'en' ? /at least one group/ : /al menos un grupo/);
      const names = Object.values(m.adminUsers.group_names);
      expect(new Set(names).size).toBe(names.length);
      // Not "Broker" beside "Brokers": no name is another's plural.
      expect(names.filter((n) => names.includes(`${n}s`) || names.includes(`${n}es`))).toEqual([]);
      expect(Object.keys(m.adminUsers.group_descriptions).sort()).toEqual(Object.keys(m.adminUsers.group_names).sort());
      for (const text of [...names, ...Object.values(m.adminUsers.group_descriptions)]) expect(text).not.toMatch(/hbl-/);
    });
  }
});
