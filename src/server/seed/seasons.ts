import { addDays } from '../core/calendar';
/** Calendar helpers for the seed: plain YYYY-MM-DD dates, no time zones involved. */

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Gregorian Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Season {
  nameEn: string;
  nameEs: string;
  startDate: string;
  /** Exclusive: the first night after the season. */
  endDate: string;
  factor: number;
}

/** Peak seasons that overlap the next 18 months from `today`. */
export function upcomingSeasons(today: string): Season[] {
  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, 548);
  const out: Season[] = [];
  for (const y of [year - 1, year, year + 1]) {
    const easter = easterSunday(y);
    out.push(
      { nameEn: 'Easter week', nameEs: 'Semana Santa', startDate: addDays(easter, -7), endDate: addDays(easter, 1), factor: 1.35 },
      { nameEn: 'Summer holidays', nameEs: 'Vacaciones de verano', startDate: `${y}-07-01`, endDate: `${y}-08-25`, factor: 1.15 },
      { nameEn: 'Christmas and New Year', nameEs: 'Navidad y Año Nuevo', startDate: `${y}-12-20`, endDate: `${y + 1}-01-04`, factor: 1.6 },
    );
  }
  return out.filter((s) => s.endDate > today && s.startDate < horizon).sort((a, b) => a.startDate.localeCompare(b.startDate));
}
