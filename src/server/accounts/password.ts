import { hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum (unusable with isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes): strong enough, and ~30 ms so logins stay quick.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id PHC string (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed hash alike, so callers need one branch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
