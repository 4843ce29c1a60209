import { randomBytes } from 'node:crypto';

/** A fresh secret for a villa's export URL: 32 random bytes, base64url (43 characters). */
export function newExportToken(): string {
  return randomBytes(32).toString('base64url');
}

/** `<token>.ics` → the token, or null when the name cannot be one of ours. */
export function tokenOfFile(file: string): string | null {
  const m = /^([A-Za-z0-9_-]{32,128})\.ics$/.exec(file);
  return m ? (m[1] ?? null) : null;
}

/** The export's absolute URL, on SITE_URL (or the request's origin when unset). */
export function exportUrlOf(token: string, site: string): string {
  return `${site.replace(/\/$/, '')}/ical/${token}.ics`;
}
