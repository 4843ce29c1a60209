/**
 * A person's name as the guestbook compares it (the opening's last name, the authorization's
 * signature): compatibility forms folded (NFKD), accents dropped, case folded, and every run of
 * characters that are neither letters nor digits (spaces, hyphens, commas, dots) one space.
 * "Núñez-Díaz" and "  nunez  DIAZ " are both "nunez diaz"; "-" and "." are "" (no name at all).
 */
export function comparableName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a name in comparable form; none for a name with no letter or digit. */
export function nameTokens(value: string): string[] {
  const comparable = comparableName(value);
  return comparable ? comparable.split(' ') : [];
}

/**
 * Whether `typed` names the same person as `person` (decision 028, "Who signs"): an empty
 * comparable name never matches, and neither does a part of a name ("Daniel", "D H"). Accepted:
 * the given names then the last names, with middle names between ("Daniel J. Harper"), or the
 * last names first ("Harper, Daniel", middle names after). Every word is compared whole. A lead
 * guest booked with a last name of no letters ("-") signs with their given names.
 */
export function signedNameMatches(typed: string, person: { firstName: string; lastName: string }): boolean {
  const words = nameTokens(typed);
  const first = nameTokens(person.firstName);
  const last = nameTokens(person.lastName);
  // A booking's name with no letter or digit at all names nobody: nothing matches it.
  if (words.length === 0 || first.length + last.length === 0) return false;
  const startsWith = (list: string[], prefix: string[], from = 0) => prefix.every((w, i) => list[from + i] === w);
  const givenFirst =
    words.length >= first.length + last.length && startsWith(words, first) && startsWith(words, last, words.length - last.length);
  const lastFirst = words.length >= first.length + last.length && startsWith(words, last) && startsWith(words, first, last.length);
  return givenFirst || lastFirst;
}
