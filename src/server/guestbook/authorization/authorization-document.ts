import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import type { AuthorizationSection } from '../guestbook-rules.types';
import { normalCheckInTime } from '../../trips/grocery-rules';
import { normalCheckOutTime } from '../instructions/reveal-rule';
import { AUTHORIZATION_TEMPLATE, AUTHORIZATION_VERSION } from './authorization-template';
import { inLocale } from '@/lib/bilingual';

/** The villa's facts the authorization is built from (what an owner's edit can change). */
export interface AuthorizationFacts {
  propertyName: string;
  houseRulesEn: string[];
  houseRulesEs: string[];
  securityDepositCents: number;
  currency: string;
  checkInTime: string;
  checkOutTime: string;
  capacity: number;
}

export interface AuthorizationDocument {
  version: string;
  locale: Locale;
  title: string;
  sections: AuthorizationSection[];
  /** The exact text that is signed: title, then each section's heading and lines, LF-separated. */
  text: string;
  /** SHA-256 (hex) of `text` as UTF-8. */
  sha256: string;
}

/**
 * An amount written the same on every machine ("USD 1,500", "USD 1,250.50"): the signed text must
 * not depend on the ICU data of the Node that renders it, as Intl's currency format may.
 */
export function plainAmount(cents: number, currency: string): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${currency} ${grouped}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}

/** The authorization in `locale` for a villa's facts: pure, so the same facts always hash the same. */
export function buildAuthorizationDocument(facts: AuthorizationFacts, locale: Locale): AuthorizationDocument {
  const tpl = AUTHORIZATION_TEMPLATE[locale];
  const f = {
    property: facts.propertyName.trim(),
    deposit: plainAmount(facts.securityDepositCents, facts.currency),
    checkInTime: normalCheckInTime(facts.checkInTime),
    checkOutTime: normalCheckOutTime(facts.checkOutTime),
    capacity: facts.capacity,
  };
  const rules = inLocale(locale, facts.houseRulesEn, facts.houseRulesEs)
    .map((r) => r.trim())
    .filter(Boolean);
  const title = tpl.title(f);
  const sections: AuthorizationSection[] = [
    { heading: '', paragraphs: [tpl.intro(f)] },
    { heading: tpl.rulesHeading, paragraphs: rules.length ? rules : [tpl.noRules], list: rules.length > 0 },
    { heading: tpl.stayHeading, paragraphs: tpl.stay(f) },
    { heading: tpl.damageHeading, paragraphs: tpl.damage(f) },
    { heading: tpl.consentHeading, paragraphs: [tpl.consent(f), tpl.versionLine(AUTHORIZATION_VERSION)] },
  ];
  const lines = [title];
  for (const s of sections) {
    lines.push('');
    if (s.heading) lines.push(s.heading);
    for (const p of s.paragraphs) lines.push(s.list ? `- ${p}` : p);
  }
  const text = `${lines.join('\n')}\n`;
  return { version: AUTHORIZATION_VERSION, locale, title, sections, text, sha256: sha256Hex(text) };
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
