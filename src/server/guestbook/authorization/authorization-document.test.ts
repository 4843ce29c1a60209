import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type AuthorizationFacts, buildAuthorizationDocument, plainAmount } from './authorization-document';
import { AUTHORIZATION_VERSION } from './authorization-template';

const facts: AuthorizationFacts = {
  propertyName: 'Villa Serena',
  houseRulesEn: ['No parties or events', 'No smoking indoors'],
  houseRulesEs: ['No se permiten fiestas ni eventos', 'No se fuma en el interior'],
  securityDepositCents: 150_000,
  currency: 'USD',
  checkInTime: '15:00:00',
  checkOutTime: '11:00',
  capacity: 8,
};

describe('buildAuthorizationDocument', () => {
  it('hashes the exact rendered text with SHA-256, and names its version', () => {
    const doc = buildAuthorizationDocument(facts, 'en');
    expect(doc.version).toBe(AUTHORIZATION_VERSION);
    expect(doc.sha256).toBe(createHash('sha256').update(doc.text, 'utf8').digest('hex'));
    expect(doc.text).toContain('Villa Serena');
    expect(doc.text).toContain('- No parties or events');
    expect(doc.text).toContain('USD 1,500');
    expect(doc.text).toContain('from 15:00');
    expect(doc.text).toContain('No more than 8 guests');
    expect(doc.text).toContain(`Document version ${AUTHORIZATION_VERSION}.`);
  });

  it('is stable for the same facts, and changes with any fact', () => {
    const a = buildAuthorizationDocument(facts, 'en').sha256;
    expect(buildAuthorizationDocument({ ...facts }, 'en').sha256).toBe(a);
    expect(buildAuthorizationDocument({ ...facts, houseRulesEn: [...facts.houseRulesEn, 'Quiet after 22:00'] }, 'en').sha256).not.toBe(a);
    expect(buildAuthorizationDocument({ ...facts, securityDepositCents: 200_000 }, 'en').sha256).not.toBe(a);
    expect(buildAuthorizationDocument({ ...facts, capacity: 10 }, 'en').sha256).not.toBe(a);
    // The Spanish rules do not change the English document.
    expect(buildAuthorizationDocument({ ...facts, houseRulesEs: ['Otra'] }, 'en').sha256).toBe(a);
  });

  it('is in the guest’s language', () => {
    const es = buildAuthorizationDocument(facts, 'es');
    expect(es.locale).toBe('es');
    expect(es.title).toContain('Autorización por daños');
    expect(es.text).toContain('- No se fuma en el interior');
    expect(es.sha256).not.toBe(buildAuthorizationDocument(facts, 'en').sha256);
  });

  it('says so when the villa has no house rules', () => {
    const doc = buildAuthorizationDocument({ ...facts, houseRulesEn: [' '] }, 'en');
    expect(doc.sections[1]).toMatchObject({ list: false, paragraphs: ['The villa has no house rules beyond those below.'] });
  });
});

describe('plainAmount', () => {
  it('writes amounts the same on every machine', () => {
    expect(plainAmount(150_000, 'USD')).toBe('USD 1,500');
    expect(plainAmount(125_050, 'USD')).toBe('USD 1,250.50');
    expect(plainAmount(0, 'EUR')).toBe('EUR 0');
    expect(plainAmount(123_456_789, 'USD')).toBe('USD 1,234,567.89');
  });
});
