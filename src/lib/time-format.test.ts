import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, formatClock, formatWhen, isTimeZone, sameTimeZone, zoneLabel, zonesNote } from './time-format';

const AT = '2026-11-23T18:05:00Z';

describe('formatWhen: an instant on a zone’s wall clock', () => {
  it('reads a 12-hour clock in English and a 24-hour clock in Spanish', () => {
    expect(formatWhen('en', AT, 'America/Santo_Domingo')).toBe('Nov 23, 2026, 2:05 PM');
    expect(formatWhen('es', AT, 'America/Santo_Domingo')).toBe('23 nov de 2026, 14:05');
    expect(formatWhen('en', AT, 'America/Santo_Domingo', 'time')).toBe('2:05 PM');
    expect(formatWhen('es', '2026-11-23T12:05:00Z', 'America/Santo_Domingo', 'time')).toBe('08:05');
  });

  it('moves with the zone and never names it beside the time', () => {
    expect(formatWhen('en', AT, 'Europe/Madrid', 'time')).toBe('7:05 PM');
    expect(formatWhen('es', AT, 'Europe/Madrid', 'time')).toBe('19:05');
    expect(formatWhen('en', AT, 'UTC', 'full')).toBe('Monday, November 23, 2026 at 6:05 PM');
    for (const locale of ['en', 'es'] as const) expect(formatWhen(locale, AT, 'America/Santo_Domingo', 'full')).not.toMatch(/AST|GMT|UTC/);
  });

  it('gives back what it cannot read, and reads an unknown zone as UTC', () => {
    expect(formatWhen('en', 'never', 'UTC')).toBe('never');
    expect(formatWhen('en', AT, 'Mars/Olympus', 'time')).toBe('6:05 PM');
  });
});

describe('formatClock: a villa’s wall-clock time', () => {
  it('is 3:00 PM in English and 15:00 in Spanish, never shifted', () => {
    expect(formatClock('en', '15:00')).toBe('3:00 PM');
    expect(formatClock('en', '09:30')).toBe('9:30 AM');
    expect(formatClock('es', '15:00')).toBe('15:00');
    expect(formatClock('es', '11:00')).toBe('11:00');
    expect(formatClock('en', 'soon')).toBe('soon');
  });
});

describe('zoneLabel: a zone as people say it', () => {
  it('names the product’s zones by their place in each language', () => {
    expect(zoneLabel('en', 'America/Santo_Domingo')).toBe('Punta Cana time');
    expect(zoneLabel('es', 'America/Santo_Domingo')).toBe('hora de Punta Cana');
    expect(zoneLabel('es', 'America/Grand_Turk')).toBe('hora de Turcas y Caicos');
    expect(zoneLabel('en', 'America/Cancun')).toBe('Cancún time');
    expect(zoneLabel('en', 'UTC')).toBe('UTC');
    expect(zoneLabel('es', 'UTC')).toBe('hora UTC');
  });

  it('falls back to the long generic name, never an offset', () => {
    expect(zoneLabel('en', 'Europe/Madrid')).toBe('Central European Time');
    expect(zoneLabel('es', 'Europe/Madrid')).toBe('hora de Europa central');
    for (const zone of ['America/Caracas', 'Pacific/Chatham', 'Asia/Kolkata'])
      for (const locale of ['en', 'es'] as const) expect(zoneLabel(locale, zone), zone).not.toMatch(/GMT|UTC[+-]/);
  });
});

describe('zonesNote: the page’s one line about its clocks', () => {
  it('names one zone once, or both when a stay’s zone and the reader’s differ', () => {
    expect(zonesNote('en', { stay: 'America/Santo_Domingo' })).toBe('Times are in Punta Cana time.');
    expect(zonesNote('es', { reader: 'America/Santo_Domingo' })).toBe('Las horas se indican en hora de Punta Cana.');
    expect(zonesNote('en', { stay: 'America/Santo_Domingo', reader: 'America/Santo_Domingo' })).toBe('Times are in Punta Cana time.');
    expect(zonesNote('en', { stay: 'America/Santo_Domingo', reader: 'Europe/Madrid' })).toBe(
      'Stay times are in Punta Cana time; other times in Central European Time.',
    );
  });
});

describe('isTimeZone', () => {
  it('takes IANA names the runtime knows and UTC, nothing else', () => {
    expect(isTimeZone('America/Santo_Domingo')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['GMT-4', 'AST', 'Mars/Olympus', '', 'america/santo_domingo', 42, null])
      expect(isTimeZone(bad), String(bad)).toBe(false);
  });
});

describe('canonicalTimeZone: the tz cookie as the browser spelled it', () => {
  it('takes the names other browsers use for a zone, in this runtime’s spelling', () => {
    expect(canonicalTimeZone('America/Santo_Domingo')).toBe('America/Santo_Domingo');
    // Firefox and Safari name these zones so; Node and Chrome by their older names.
    for (const zone of ['Asia/Kolkata', 'Europe/Kyiv', 'America/Argentina/Buenos_Aires', 'Etc/UTC']) {
      const read = canonicalTimeZone(zone);
      expect(read, zone).not.toBeNull();
      expect(isTimeZone(read), zone).toBe(true);
      expect(sameTimeZone(read ?? '', zone), zone).toBe(true);
    }
  });

  it('refuses what is not a zone, a stray % included', () => {
    for (const bad of ['', '%', 'GMT-4x', 'Mars/Olympus', 'x'.repeat(65), undefined, 3]) expect(canonicalTimeZone(bad)).toBeNull();
    expect(sameTimeZone('Asia/Calcutta', 'Europe/Madrid')).toBe(false);
    expect(sameTimeZone('Mars/Olympus', 'UTC')).toBe(false);
  });
});
