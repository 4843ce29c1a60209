import fs from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { getMessages } from '@/i18n/messages';
import { AUDIT_ACTIONS } from '@/lib/audit-actions';
import type { AuditLine } from '@/server/admin/audit/audit.schema';
import { type AuditTranslate, auditSentence } from './audit-sentence';

const LOCALES = ['en', 'es'] as const;
const translator = (locale: (typeof LOCALES)[number]) =>
  createTranslator({
    locale,
    messages: getMessages(locale) as unknown as Record<string, unknown>,
    namespace: 'adminAudit',
  }) as unknown as AuditTranslate;
const groups = (locale: (typeof LOCALES)[number]) => (code: string) =>
  (getMessages(locale).adminUsers.group_names as Record<string, string>)[code] ?? code;
const list = (locale: string) => (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);

const line = (over: Partial<AuditLine>): AuditLine => ({
  id: 1,
  at: '2026-11-20T14:00:00.000Z',
  actor: { kind: 'user', id: 7, label: 'ana@example.test', name: 'Ana Ruiz' },
  names: { object: null, villa: null, trip: null },
  ip: null,
  action: 'user.groups',
  object_type: 'user',
  object_id: '12',
  before: null,
  after: null,
  ...over,
});

/** Every action code the server passes to recordAudit / recordChange, read from the sources (AuditEntry's type says the same). */
function writtenActions(): string[] {
  const root = path.resolve(import.meta.dirname, '../../server');
  const walk = (at: string): string[] =>
    fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(at, e.name);
      if (e.isDirectory()) return walk(full);
      return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
    });
  const found = new Set<string>();
  for (const file of walk(root)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/action: '([a-z_]+\.[a-z_.]+)'|audit\('([a-z_]+\.[a-z_.]+)'|'(property\.unpublish)'/g)) {
      const action = m[1] ?? m[2] ?? m[3];
      if (action) found.add(action);
    }
    for (const m of text.matchAll(/action: `([a-z_]+)\.\$\{/g)) if (m[1]) found.add(`${m[1]}.*`);
  }
  return [...found].sort();
}

describe('the audit log’s sentences', () => {
  it('every action code the server writes is in AUDIT_ACTIONS', () => {
    const written = writtenActions();
    expect(written.length).toBeGreaterThan(40);
    const known = (a: string) =>
      a.endsWith('.*') ? AUDIT_ACTIONS.some((k) => k.startsWith(a.slice(0, -1))) : (AUDIT_ACTIONS as readonly string[]).includes(a);
    expect(written.filter((a) => !known(a))).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every action reads as a sentence naming who and what, never its code`, () => {
      const t = translator(locale);
      for (const action of AUDIT_ACTIONS) {
        const text = auditSentence(
          line({ action, names: { object: 'Luis Pérez', villa: 'Casa Azul', trip: 'AB12CD34' }, after: { groups: ['hbl-concierge'] } }),
          t,
          groups(locale),
          list(locale),
        );
        expect(text, `${locale} ${action}`).toMatch(/^Ana Ruiz /);
        expect(text, `${locale} ${action}`).toMatch(/Luis Pérez|Casa Azul|AB12CD34|Ana Ruiz (accepted|aceptó)/);
        expect(text, `${locale} ${action}`).not.toContain(action);
        expect(text, `${locale} ${action}`).not.toMatch(/[{}]|adminAudit/);
      }
    });
  }

  it('says who changed whose groups, with the groups by name, in both languages', () => {
    const groupsLine = line({
      names: { object: 'Luis Pérez', villa: null, trip: null },
      after: { groups: ['hbl-concierge', 'hbl-owners'] },
    });
    expect(auditSentence(groupsLine, translator('en'), groups('en'), list('en'))).toBe(
      'Ana Ruiz changed the groups of Luis Pérez: Concierge and Owner',
    );
    expect(auditSentence(groupsLine, translator('es'), groups('es'), list('es'))).toBe(
      'Ana Ruiz cambió los grupos de Luis Pérez: Concierge y Propietario',
    );
  });

  it('falls back on the e-mail, the job, the villa’s id and the code of an unknown action', () => {
    const t = translator('en');
    const noName = line({
      actor: { kind: 'user', id: 7, label: 'ana@example.test', name: null },
      action: 'property.publish',
      object_type: 'property',
      object_id: '4',
    });
    expect(auditSentence(noName, t, groups('en'), list('en'))).toBe('ana@example.test published #4');
    const job = line({
      actor: { kind: 'system', id: null, label: 'hold-expiry', name: null },
      action: 'calendar.block',
      object_type: 'block',
      object_id: '9',
      after: { property_id: 4 },
    });
    expect(auditSentence(job, t, groups('en'), list('en'))).toBe('System: hold-expiry blocked nights at #4');
    expect(auditSentence(line({ action: 'legacy.thing' }), t, groups('en'), list('en'))).toBe('Ana Ruiz made a change (legacy.thing)');
  });
});
