// The secrets config.mjs generates outside production (docs/decisions/036): each one made once
// with crypto randomness and kept in a file of SECRETS_DIR, so that no secret has a value in the
// source. Plain JavaScript beside config.mjs, which alone imports it.

import fs from 'node:fs';
import path from 'node:path';

const generated = new Map();

/**
 * The secret kept in `<dir>/<name>` (SECRETS_DIR; never asked for in production): read, or made
 * once with `make()` and written with `wx` and mode 600, so that two processes starting together
 * keep the first. `check` refuses a damaged file; `adopt` names an older file whose value becomes
 * this one's when the file does not exist yet.
 */
export function localSecret(dir, name, make, check, adopt) {
  const file = path.resolve(dir, name);
  const known = generated.get(file);
  if (known !== undefined) return known;
  let value;
  try {
    value = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err?.code !== 'ENOENT') throw err;
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    let fresh = make();
    if (adopt) {
      try {
        fresh = fs.readFileSync(adopt, 'utf8').trim();
      } catch {
        // no older file: the fresh value stands
      }
    }
    try {
      fs.writeFileSync(file, `${fresh}\n`, { flag: 'wx', mode: 0o600 });
    } catch (e) {
      if (e?.code !== 'EEXIST') throw e;
    }
    value = fs.readFileSync(file, 'utf8').trim();
  }
  if (!check(value)) throw new Error(`${file} does not hold a valid secret: delete it to generate another`);
  generated.set(file, value);
  return value;
}
