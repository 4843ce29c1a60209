/** The shape of one information page in messages `info.{key}` (read with `t.raw`, so typed here). */
export interface InfoSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
  /** An internal path without locale prefix, e.g. /cancellation-policies. */
  link?: { label: string; href: string };
}

export interface InfoCallToAction {
  heading: string;
  text: string;
  label: string;
}

export interface InfoContent {
  eyebrow: string;
  title: string;
  lead: string;
  sections: InfoSection[];
  cta?: InfoCallToAction;
}

/** Anchor ids from headings, in the page's own language ("Términos y condiciones" → terminos-y-condiciones), made unique. */
export function sectionIds(headings: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headings.map((heading) => {
    const base =
      heading
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count + 1}`;
  });
}
