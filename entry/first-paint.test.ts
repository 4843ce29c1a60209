import vm from 'node:vm';
import { createElement as h, type ReactNode, Suspense } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { firstPaintLoader, inlineScriptHashes, isFirstPaintLoader, REACT_RUNTIME } from './csp-hashes.mjs';
import { readyForFirstPaint, revealBoundaries, scriptsAfterFirstPaint } from './first-paint.mjs';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A section whose content arrives `ms` after the shell, as a page's data does. */
async function Slow({ ms, children }: { ms: number; children?: ReactNode }) {
  await wait(ms);
  return h('section', null, children);
}

/** A page with a boundary in a boundary, text that needs escaping, and a photo, like the results page. */
const Page = () =>
  h(
    'html',
    null,
    h('head', null),
    h(
      'body',
      null,
      h('header', null, 'Alma Villas'),
      h(
        Suspense,
        { fallback: h('p', { 'aria-busy': 'true' }, 'Loading…') },
        h(
          Slow,
          { ms: 15 },
          h('img', { src: '/media/a.webp', alt: 'Villa <Mar> & "Azul"' }),
          h('div', null, h('div', null, 'Two nested divs')),
          h(Suspense, { fallback: h('i', null, 'Prices…') }, h(Slow, { ms: 30 }, 'From USD 1,200 <per night>')),
        ),
      ),
      h('footer', null, 'Footer'),
    ),
  );

/** As the server streams it: the shell with fallbacks, then hidden segments and React's reveal scripts. */
async function streamed() {
  return new Response(await renderToReadableStream(h(Page))).text();
}

/** As React writes it when everything is ready before the first byte (react-dom/static). */
async function whole() {
  return new Response((await prerender(h(Page))).prelude).text();
}

/** Leaves out what differs between the two for reasons of their own: where an image preload goes, React's paint clock. */
const comparable = (html: string) =>
  html.replace(/<link rel="preload" as="image"[^>]*>/g, '').replace(/<script id="_R_">[^<]*<\/script>/, '');

describe('revealBoundaries', () => {
  it('makes a streamed document what React writes when everything is ready at once', async () => {
    const html = await streamed();
    expect(html).toContain('$RC("B:1","S:1")');
    const revealed = revealBoundaries(html);
    expect(comparable(revealed)).toBe(comparable(await whole()));
    expect(revealed).not.toContain('Loading…');
    expect(revealed).not.toContain('<div hidden');
    expect(revealed).not.toContain('$RC');
  });

  it.each([
    [
      'a boundary failed and renders in the browser ($RX)',
      (h: string) => h.replace('<script>$RC("B:1","S:1")</script>', '<script>$RX("B:1")</script>'),
    ],
    [
      'a boundary has stylesheets to load first ($RR)',
      (h: string) => h.replace('$RC("B:1","S:1")', '$RR("B:1","S:1",[["/a.css","high"]])'),
    ],
    ['a target is missing', (h: string) => h.replace('<template id="B:1"></template>', '')],
    ['a segment is left over', (h: string) => h.replace('</body>', '<div hidden id="S:9"><p>never shown</p></div></body>')],
    [
      'a script only ends like an instruction',
      (h: string) => h.replace('<script>$RC("B:1","S:1")</script>', '<script>alert(1);$RC("B:1","S:1")</script>'),
    ],
  ])('leaves a document as it is when %s', async (_name, change) => {
    const changed = change(await streamed());
    expect(changed).not.toBe(await streamed());
    expect(revealBoundaries(changed)).toBe(changed);
  });

  it('puts a segment in its placeholder ($RS)', () => {
    const html =
      '<!DOCTYPE html><html><head></head><body><main><template id="P:2"></template></main>' +
      `<div hidden id="S:2"><p>Late part</p></div><script>${REACT_RUNTIME.completeSegment}$RS("S:2","P:2")</script></body></html>`;
    expect(revealBoundaries(html)).toBe('<!DOCTYPE html><html><head></head><body><main><p>Late part</p></main></body></html>');
  });

  it('leaves a document without streamed segments untouched', async () => {
    const html = await whole();
    expect(revealBoundaries(html)).toBe(html);
  });
});

const HEAD_CHUNKS = ['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js'];
const RUNTIME_CHUNK = '/_next/static/chunks/turbopack-c3.js';
const FONT_CLASS = '_1kd7W_variable';
const nextDocument = () =>
  `<!DOCTYPE html><html lang="en" class="${FONT_CLASS} _7xD2ca_variable" data-display-font="${FONT_CLASS}"><head>` +
  '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>' +
  `<link rel="preload" as="script" fetchPriority="low" href="${RUNTIME_CHUNK}"/>` +
  HEAD_CHUNKS.map((src) => `<script src="${src}" async=""></script>`).join('') +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  `<body><h1>Villa</h1><script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a1.js"],"runtimeModuleIds":[1]});</script><script src="${RUNTIME_CHUNK}" async=""></script></body></html>`;

describe('scriptsAfterFirstPaint', () => {
  it('preloads the chunks where they stood and adds them from one loader at the end of <body>', () => {
    const out = scriptsAfterFirstPaint(nextDocument());
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    for (const src of HEAD_CHUNKS) expect(out).toContain(`<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`);
    // The runtime was preloaded by Next already: once, not twice.
    expect(out.split(`href="${RUNTIME_CHUNK}"`)).toHaveLength(2);
    // The legacy polyfills stay for the browsers that run them.
    expect(out).toContain('noModule=""');
    expect(out.endsWith(`<script>${firstPaintLoader([...HEAD_CHUNKS, RUNTIME_CHUNK], FONT_CLASS)}</script></body></html>`)).toBe(true);
  });

  it('holds the display face back: its class leaves <html> for the loader to put back', () => {
    const out = scriptsAfterFirstPaint(nextDocument());
    expect(out).toContain(`<html lang="en" class="_7xD2ca_variable" data-display-font="${FONT_CLASS}">`);
    // A document that does not name its display face keeps its classes, and the loader adds none.
    const unnamed = nextDocument().replace(` data-display-font="${FONT_CLASS}"`, '');
    const kept = scriptsAfterFirstPaint(unnamed);
    expect(kept).toContain(`class="${FONT_CLASS} _7xD2ca_variable"`);
    expect(kept).toContain(firstPaintLoader([...HEAD_CHUNKS, RUNTIME_CHUNK], ''));
  });

  it('leaves a document without async chunks untouched', () => {
    const html = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(scriptsAfterFirstPaint(html)).toBe(html);
  });

  it('writes a loader the page policy allows by hash, and nothing it would refuse', () => {
    const { hashes, refused } = inlineScriptHashes(readyForFirstPaint(nextDocument()));
    expect(refused).toEqual([]);
    expect(hashes).toHaveLength(2);
  });

  it('the loader puts the face back and adds each chunk once, after the next frame, or after a timer when frames do not come', () => {
    const run = ({ frames, seen }: { frames: boolean; seen: boolean }) => {
      const events: string[] = [];
      const timers: (() => void)[] = [];
      const storage = new Map<string, string>(seen ? [['alma-display-font', '1']] : []);
      const context = {
        document: {
          documentElement: { classList: { add: (c: string) => events.push(`class ${c}`) } },
          createElement: () => ({}) as { src?: string },
          head: { appendChild: (e: { src: string }) => events.push(e.src) },
        },
        localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) },
        requestAnimationFrame: (fn: () => void) => (frames ? fn() : undefined),
        setTimeout: (fn: () => void) => timers.push(fn),
      };
      vm.runInNewContext(firstPaintLoader(HEAD_CHUNKS, FONT_CLASS), context);
      const beforePaint = [...events];
      for (const timer of timers) timer();
      return { beforePaint, after: events.slice(beforePaint.length), remembered: storage.get('alma-display-font') };
    };
    // A first visit: nothing before the paint; then the face, then the chunks; remembered.
    expect(run({ frames: true, seen: false })).toEqual({
      beforePaint: [],
      after: [`class ${FONT_CLASS}`, ...HEAD_CHUNKS],
      remembered: '1',
    });
    expect(run({ frames: false, seen: false }).after).toEqual([`class ${FONT_CLASS}`, ...HEAD_CHUNKS]);
    // A browser that has shown the face: it is there for the first paint.
    expect(run({ frames: true, seen: true }).beforePaint).toEqual([`class ${FONT_CLASS}`]);
  });

  it('the policy allows a loader that names chunks only', () => {
    expect(isFirstPaintLoader(firstPaintLoader(HEAD_CHUNKS))).toBe(true);
    expect(isFirstPaintLoader(firstPaintLoader(['https://evil.example/x.js']))).toBe(false);
    expect(isFirstPaintLoader(firstPaintLoader(['/_next/static/chunks/a.js"]);alert(1);(["']))).toBe(false);
    expect(isFirstPaintLoader(`${firstPaintLoader(HEAD_CHUNKS)}alert(1);`)).toBe(false);
    expect(isFirstPaintLoader(firstPaintLoader([]))).toBe(false);
    expect(isFirstPaintLoader(firstPaintLoader(HEAD_CHUNKS, FONT_CLASS))).toBe(true);
    expect(isFirstPaintLoader(firstPaintLoader(HEAD_CHUNKS, 'a");alert(1);("'))).toBe(false);
    expect(isFirstPaintLoader(firstPaintLoader(HEAD_CHUNKS, 'two classes'))).toBe(false);
  });
});
