import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOG } from '@/i18n/messages';
import { changeStatus } from '@/server/db/schema/booking';
import { itineraryStatus } from '@/server/db/schema/trips';
import { TIMELINE_KINDS, timelineKind } from './timeline-kinds';

const SERVER = path.resolve(import.meta.dirname, '../../server');

function sources(at: string): string[] {
  return fs.readdirSync(at, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(at, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [full] : [];
  });
}

/** Every kind a trip's timeline can hold: the trip events the server records, and the kinds trip-timeline.ts derives. */
function writtenKinds(): string[] {
  const kinds = new Set<string>();
  for (const file of sources(SERVER)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const call of text.split('recordTripEvent(').slice(1))
      for (const m of call.slice(0, 600).matchAll(/kind: '(\w+)'/g)) if (m[1]) kinds.add(m[1]);
  }
  const timeline = fs.readFileSync(path.join(SERVER, 'concierge/trip-timeline.ts'), 'utf8');
  for (const m of timeline.matchAll(/'([a-z]+_[a-z_]+)'(?:\s+as kind|, '\{\}'::jsonb| else| end)/g)) if (m[1]) kinds.add(m[1]);
  for (const s of changeStatus.enumValues) kinds.add(`change_${s}`);
  for (const s of itineraryStatus.enumValues) kinds.add(`plan_${s}`);
  return [...kinds].sort();
}

describe('the desk timeline’s kinds', () => {
  it('every kind the server writes has a sentence, never its code', () => {
    const written = writtenKinds();
    expect(written).toEqual(expect.arrayContaining(['assigned', 'confirmed', 'declined', 'reservation_created', 'plan_added']));
    expect(written.filter((k) => !(TIMELINE_KINDS as readonly string[]).includes(k))).toEqual([]);
  });

  it('every kind reads in English and Spanish', () => {
    for (const locale of ['en', 'es'] as const) {
      const kinds = MESSAGE_CATALOG[locale].tripDesk.timeline.kinds as Record<string, string>;
      for (const kind of [...TIMELINE_KINDS, 'other', 'ledger']) expect(kinds[kind], `${locale} ${kind}`).toBeTruthy();
    }
    expect(MESSAGE_CATALOG.es.tripDesk.timeline.kinds.confirmed).toBe('Solicitud aceptada');
  });

  it('an unassignment and an unknown kind read as sentences', () => {
    expect(timelineKind('assigned', { concierge_id: 4 })).toBe('assigned');
    expect(timelineKind('assigned', { concierge_id: null, previous_concierge_id: 4 })).toBe('unassigned');
    expect(timelineKind('confirmed', {})).toBe('confirmed');
    expect(timelineKind('something_new', {})).toBe('other');
  });
});
