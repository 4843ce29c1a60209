/** Localized editorial content as pages show it: components import these shapes from here, not from the queries. */

/** Localized editorial content. Money is integer cents (USD); `body` is plain text, paragraphs split by blank lines. */
export interface ContentItem {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: string;
}

export interface Experience extends ContentItem {
  priceCents: number;
  priceUnit: string;
  durationMinutes: number;
  /** Where it happens: the state (region) when known, else the country; null when neither is set. */
  destination: { slug: string; name: string; country: string | null } | null;
}

export interface LuxuryService extends ContentItem {
  category: string;
  priceFromCents: number;
  priceUnit: string;
}

export interface PressArticle extends ContentItem {
  publication: string;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  publishedOn: string;
  externalUrl: string | null;
}
