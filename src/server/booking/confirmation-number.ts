import { randomInt } from 'node:crypto';

/** Crockford base32: digits and capitals without I, L, O and U (no look-alikes, no accidental words). */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CONFIRMATION_NUMBER_LENGTH = 8;
export const CONFIRMATION_NUMBER_PATTERN = /^[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * An 8-character Crockford base32 confirmation number (DESIGN §5). `rand` returns [0, 1); the
 * default draws from the crypto generator, the seed passes its deterministic one.
 */
export function confirmationNumber(rand: () => number = () => randomInt(32) / 32): string {
  let out = '';
  for (let i = 0; i < CONFIRMATION_NUMBER_LENGTH; i++) out += CROCKFORD_ALPHABET[Math.floor(rand() * 32)];
  return out;
}
