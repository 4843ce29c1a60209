import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageLeaves, unusedMessages } from '@/test/message-sources';
import { MESSAGE_CATALOG } from './messages';

/**
 * Every message key exists in both languages and is used by some source (STYLE 8). "Used" is
 * usesMessage's rule (src/test/message-sources.ts): the full dotted path quoted, or a namespace /
 * group quoted with the rest of the path, or a template literal over the key's group. Keys read by
 * a name the sources compute without quoting any of it are allowed below, each with its reason.
 */
const COMPUTED: readonly { prefix: string; reason: string }[] = [
  {
    prefix: 'info',
    reason: 'InfoPage reads a page’s whole tree (eyebrow, title, lead, sections, cta) as getMessages(locale).info[infoKey]',
  },
  { prefix: 'adminUsers.group_names', reason: 'the account pages name each group by its code: groupNames(code) over GROUP_CODES' },
  {
    prefix: 'adminUsers.group_descriptions',
    reason: 'the account pages describe each group by its code: groupDescriptions(code) over GROUP_CODES',
  },
  { prefix: 'ownerPortal.overview.movements.departure', reason: 'the movements list labels each row t(m.kind): arrival | departure' },
  { prefix: 'tripPages.charges.payments', reason: 'the charges table heads each ledger group t(group) over LEDGER_GROUPS' },
  {
    prefix: 'time',
    reason:
      'src/lib/time-format.ts reads messages/{en,es}/time.json itself (places[zone], place, utc, note, notes): browser components format times too',
  },
  { prefix: 'tripPages.charges.deposit', reason: 'the charges table heads each ledger group t(group) over LEDGER_GROUPS' },
];

const SRC = path.resolve(import.meta.dirname, '..');

/** Every .ts/.tsx file under src/, tests left out. */
function allSources(): string[] {
  const walk = (at: string): string[] =>
    fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(at, e.name);
      if (e.isDirectory()) return walk(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  return walk(SRC).map((f) => fs.readFileSync(f, 'utf8'));
}

describe('message keys', () => {
  it('exist in both languages: none only in English, none only in Spanish', () => {
    const en = new Set(messageLeaves(MESSAGE_CATALOG.en));
    const es = new Set(messageLeaves(MESSAGE_CATALOG.es));
    expect(
      [...en].filter((k) => !es.has(k)),
      'only in English',
    ).toEqual([]);
    expect(
      [...es].filter((k) => !en.has(k)),
      'only in Spanish',
    ).toEqual([]);
  });

  it('are each used by a source file (or read by a computed name listed with its reason)', () => {
    const unused = unusedMessages(
      MESSAGE_CATALOG.en,
      allSources(),
      COMPUTED.map((c) => c.prefix),
    );
    expect(unused).toEqual([]);
  });

  it('allows computed names only for keys that exist', () => {
    const keys = messageLeaves(MESSAGE_CATALOG.en);
    for (const { prefix } of COMPUTED)
      expect(
        keys.some((k) => k === prefix || k.startsWith(`${prefix}.`)),
        prefix,
      ).toBe(true);
  });
});
