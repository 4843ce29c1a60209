import fs from 'node:fs';
import path from 'node:path';
import { fillPattern, type RouteDef } from '../../src/lib/routes';

export interface Samples {
  property: { id: number; slug: string };
  country: string;
  state: string;
  press: string;
  luxuryService: string;
  reservation: { id: number; confirmationNumber: string };
  /** Per locale, a stay of the demo guest that ended two days ago with its security deposit held (e2e/money.spec.ts). */
  checkedOut: { en: number; es: number };
  /** Per locale, a stay of the demo guest that ended two days ago (invited to its review) at a villa of the demo owner in the demo concierge's destinations (e2e/reviews.spec.ts). */
  reviewStay: { en: { id: number; propertyId: number }; es: { id: number; propertyId: number } };
  /** The same for a retry of that spec: a stay that ended nine days ago at the same villa. */
  reviewStayRetry: { en: { id: number; propertyId: number }; es: { id: number; propertyId: number } };
}

/** Written by scripts/e2e-prepare.ts from the seeded e2e database. */
export function loadSamples(): Samples {
  return JSON.parse(fs.readFileSync(path.join('.data', 'e2e', 'samples.json'), 'utf8')) as Samples;
}

/** A real URL for a route of the table, with ids and slugs that exist in the demo data. */
export function samplePath(route: RouteDef, s: Samples): string {
  const byKey: Record<string, Record<string, string | number>> = {
    pressArticle: { slug: s.press },
    luxuryService: { slug: s.luxuryService },
    property: { id: s.property.id },
    destinationResults: { id: s.state },
    brokerListing: { id: s.property.id },
    guestbookPreview: { slug: s.property.slug },
    invitation: { token: 'no-such-invitation' },
  };
  const params = byKey[route.key] ?? { id: s.reservation.id, confirmationNumber: s.reservation.confirmationNumber };
  return fillPattern(route.pattern, params);
}
