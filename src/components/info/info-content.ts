import { fill as fillText } from '@/components/ui/client-text';

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

/** Figures an information page states from the code (`{name}` in its text), e.g. the terms' default payment schedule. */
export type InfoValues = Readonly<Record<string, string | number>>;

/**
 * The page with each `{name}` in its paragraphs and items replaced by its value, so a number the
 * code decides (the deposit's share, the days before arrival) is written once, in the code. A
 * placeholder without a value is an error: the page would print braces.
 */
export function withInfoValues(page: InfoContent, values: InfoValues): InfoContent {
  const fill = (text: string) => {
    for (const [, name] of text.matchAll(/\{(\w+)[,}]/g))
      if (name && values[name] === undefined) throw new Error(`info text names {${name}}, which the page does not give`);
    return fillText(text, values);
  };
  return {
    ...page,
    sections: page.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.map(fill),
      ...(s.items ? { items: s.items.map(fill) } : {}),
    })),
  };
}
