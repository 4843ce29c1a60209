import { describe, expect, it } from 'vitest';
import { lastNameMatches } from './open/open.service';
import { comparableName, signedNameMatches } from './person-name';

describe('comparableName', () => {
  it('ignores accents, case, compatibility forms, punctuation and spacing', () => {
    expect(comparableName('  Núñez-Díaz ')).toBe('nunez diaz');
    expect(comparableName('ＤＡＮＩＥＬ')).toBe('daniel');
    expect(comparableName("O'Brien,  Seán")).toBe('o brien sean');
  });

  it('is empty for a name with no letter or digit', () => {
    for (const s of ['-', '.', ' , ', '–', '\u202E']) expect(comparableName(s)).toBe('');
  });
});

describe('lastNameMatches (the opening, issue 28 finding 9)', () => {
  it('matches the lead guest’s last name however it is written', () => {
    expect(lastNameMatches('nunez diaz', 'Núñez-Díaz')).toBe(true);
    expect(lastNameMatches('Smith', 'Núñez-Díaz')).toBe(false);
  });

  it('never matches an empty comparable name, not even a lead guest recorded as "-"', () => {
    expect(lastNameMatches('-', '-')).toBe(false);
    expect(lastNameMatches('.', '-')).toBe(false);
    expect(lastNameMatches('.', 'Rivera')).toBe(false);
  });
});

describe('signedNameMatches (the authorization, issue 28 finding 4)', () => {
  const daniel = { firstName: 'Daniel', lastName: 'Harper' };

  it('accepts the lead guest’s name with any case, accents, spacing or punctuation', () => {
    for (const typed of ['Daniel Harper', 'daniel harper', 'Daniel   Harper', 'DÁNIEL HARPER', ' Daniel-Harper. ']) {
      expect(signedNameMatches(typed, daniel), typed).toBe(true);
    }
  });

  it('accepts middle names between, and the last name first ("Harper, Daniel")', () => {
    for (const typed of ['Daniel James Harper', 'Daniel J. Harper', 'Harper, Daniel', 'HARPER Daniel James']) {
      expect(signedNameMatches(typed, daniel), typed).toBe(true);
    }
  });

  it('refuses initials, a part of the name, another name, or no name at all', () => {
    for (const typed of [
      'D H',
      'D. Harper',
      'Daniel',
      'Harper',
      'Dan Harper',
      'Daniel Harpers',
      'Daniel Harper Smith',
      'Ana Rivera',
      '-',
      '',
    ]) {
      expect(signedNameMatches(typed, daniel), typed).toBe(false);
    }
  });

  it('compares compound names word by word', () => {
    const ana = { firstName: 'Ana María', lastName: 'Núñez-Díaz' };
    expect(signedNameMatches('ana maria nunez diaz', ana)).toBe(true);
    expect(signedNameMatches('Núñez Díaz, Ana María', ana)).toBe(true);
    expect(signedNameMatches('Ana Núñez', ana)).toBe(false);
    expect(signedNameMatches('Ana María Díaz', ana)).toBe(false);
  });

  it('matches a lead guest booked with a last name of no letters by the given names; a booking with no name at all, never', () => {
    expect(signedNameMatches('Daniel', { firstName: 'Daniel', lastName: '-' })).toBe(true);
    expect(signedNameMatches('D', { firstName: 'Daniel', lastName: '-' })).toBe(false);
    expect(signedNameMatches('-', { firstName: 'Daniel', lastName: '-' })).toBe(false);
    expect(signedNameMatches('-', { firstName: '', lastName: '-' })).toBe(false);
  });
});
