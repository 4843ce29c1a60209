import { bodyFont, displayFont } from '@/lib/fonts';

/**
 * The fonts' attributes of <html>: both faces' classes, and the display face's named in
 * `data-display-font` so that entry/server.mjs may hold it back until a public page's first paint
 * (entry/first-paint.mjs, docs/decisions/034); until then --font-display is unset and headings use the
 * face's size-matched fallback (globals.css).
 */
export const documentFontProps = {
  className: `${displayFont.variable} ${bodyFont.variable}`,
  'data-display-font': displayFont.variable,
};

/** Without JavaScript nothing puts the display face's class back: this sets its variable instead. */
export function DisplayFontWithoutScript() {
  return (
    <noscript>
      <style>{`html{--font-display:${displayFont.style.fontFamily}}`}</style>
    </noscript>
  );
}
