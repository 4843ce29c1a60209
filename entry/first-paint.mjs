// A public page's whole document, made ready for its first paint (docs/decisions/034): imported
// by server.mjs (which holds every public document until it is whole) and csp-hashes.mjs, run with
// plain `node`: no TypeScript here (its types: first-paint.d.mts). Two changes, each of which
// leaves the document as it was when it cannot apply:
//
// 1. Its Suspense boundaries are revealed in the HTML (revealBoundaries). React streams a
// boundary that was not ready with the shell as its fallback, then the content in a hidden <div>
// and a script that swaps them; React 19 holds that swap until 300 ms after the first paint, to
// batch reveals. A cached document is whole, so the wait and the script buy nothing: the results
// page's photo (its largest paint) showed 300 ms after its header, and without JavaScript the
// content never showed at all. The swap is done here instead, exactly as React's script does it
// in the DOM: `<!--$-->content<!--/$-->`, the form React writes for a boundary ready with the shell.
//
// 2. Its scripts and its display face start after the first paint (scriptsAfterFirstPaint). Next
// writes a page's chunks as `<script src async>` in <head>. An async script runs the moment it
// arrives, so on a fast link it arrives before the first frame and the phone parses and runs half
// a megabyte of JavaScript (React, the router, the page's islands) before it paints anything: the
// text and the first photo wait for the hydration they do not need. Here each of those tags becomes
// a low-priority preload (the download starts as early as before), and one inline script at the
// end of <body> adds the scripts once the first frame is painted (a timer after the next animation
// frame; a timer alone where frames are not drawn, as in a background tab). The page is whole HTML
// before that (server-rendered), so nothing shows later; the scripts run a frame later than before.
// The display face (Cormorant, ~76 KB for its two styles) is asked for at the highest priority as
// soon as a heading is laid out, ahead of the first photo; on a first visit it now waits for the
// first paint too (headings show its size-matched fallback until it arrives, as `display: swap`
// already did on a slow link), and once this browser has shown it, it is there from the start.

import { CHUNK_PATH_PATTERN, FONT_CLASS_PATTERN, firstPaintLoader, isReactRuntimeDefinitions } from './csp-hashes.mjs';

/** A segment React streamed: `<div hidden id="S:1">…</div>`. */
const SEGMENT_OPEN = /<div hidden id="S:([0-9a-f]{1,8})">/g;
/** React's instructions: `$RC("B:1","S:1")` a boundary's content is a segment, `$RS("S:2","P:2")` a segment fills a placeholder. */
const INSTRUCTION = /^\$R(?:(C)\("(B:[0-9a-f]{1,8})","(S:[0-9a-f]{1,8})"\)|(S)\("(S:[0-9a-f]{1,8})","(P:[0-9a-f]{1,8})"\))$/;
/** The start and end comments of boundaries (and activities, `&`), as React's reveal script counts them. */
const BOUNDARY_MARK = /<!--(\$|\$\?|\$~|\$!|&|\/\$|\/&)-->/g;

/** The index just past the `</div>` that closes the element whose content starts at `from`, or -1. */
function closingDiv(html, from) {
  const tags = /<div[\s>]|<\/div>|<script[\s>]/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (m[0].startsWith('<script')) {
      // A script's text is not markup: skip it whole.
      const end = html.indexOf('</script>', m.index);
      if (end === -1) return -1;
      tags.lastIndex = end + 9;
    } else if (m[0] === '</div>') {
      depth -= 1;
      if (depth === 0) return tags.lastIndex;
    } else depth += 1;
  }
  return -1;
}

/** The index of the end comment that closes the boundary whose content starts at `from`, or -1. */
function boundaryEnd(html, from) {
  BOUNDARY_MARK.lastIndex = from;
  let depth = 0;
  for (let m = BOUNDARY_MARK.exec(html); m; m = BOUNDARY_MARK.exec(html)) {
    if (m[1] === '/$' || m[1] === '/&') {
      if (depth === 0) return m.index;
      depth -= 1;
    } else depth += 1;
  }
  return -1;
}

/** The text of React's instruction script without the runtime definitions it may start with. */
function instructionOf(text) {
  const at = text.lastIndexOf('$R');
  if (at === -1 || !/^\$R[CS]\(/.test(text.slice(at))) return null;
  const definitions = text.slice(0, at);
  if (definitions && !isReactRuntimeDefinitions(definitions)) return null;
  return INSTRUCTION.exec(text.slice(at));
}

/**
 * The document with each boundary React revealed by script (`$RC`, `$RS`) revealed in its HTML,
 * and those scripts and hidden segments gone. Any other instruction (a boundary with its own
 * stylesheets, `$RR`; one that failed and renders in the browser, `$RX`), a target not found or
 * markup not understood leaves the document as it was: React's scripts then do it as before.
 */
export function revealBoundaries(html) {
  if (!html.includes('<div hidden id="S:') || !html.includes('</body>')) return html;
  // The segments, cut out of the document.
  const segments = new Map();
  let doc = '';
  let at = 0;
  SEGMENT_OPEN.lastIndex = 0;
  for (let m = SEGMENT_OPEN.exec(html); m; m = SEGMENT_OPEN.exec(html)) {
    const start = m.index + m[0].length;
    const end = closingDiv(html, start);
    if (end === -1 || segments.has(`S:${m[1]}`)) return html;
    segments.set(`S:${m[1]}`, html.slice(start, end - 6));
    doc += html.slice(at, m.index);
    at = end;
    SEGMENT_OPEN.lastIndex = end;
  }
  doc += html.slice(at);
  // React's instruction scripts, in document order, cut out too.
  const instructions = [];
  const withoutScripts = doc.replace(/<script>([\s\S]*?)<\/script>/g, (tag, text) => {
    if (!text.includes('$R')) return tag;
    if (/\$R[RX]\(/.test(text)) instructions.push(null);
    const instruction = instructionOf(text);
    if (!instruction) return tag;
    instructions.push(instruction[1] ? ['C', instruction[2], instruction[3]] : ['S', instruction[6], instruction[5]]);
    return '';
  });
  if (instructions.length === 0 || instructions.includes(null)) return html;
  let out = withoutScripts;
  for (const [kind, target, segment] of instructions) {
    const content = segments.get(segment);
    if (content === undefined) return html;
    segments.delete(segment);
    if (kind === 'S') {
      const placeholder = `<template id="${target}"></template>`;
      const i = out.indexOf(placeholder);
      if (i === -1) return html;
      out = out.slice(0, i) + content + out.slice(i + placeholder.length);
    } else {
      const open = `<!--$?--><template id="${target}"></template>`;
      const i = out.indexOf(open);
      if (i === -1) return html;
      const end = boundaryEnd(out, i + open.length);
      if (end === -1) return html;
      out = `${out.slice(0, i)}<!--$-->${content}${out.slice(end)}`;
    }
  }
  // A segment no instruction used is one React would have left hidden: so does the document.
  return segments.size === 0 ? out : html;
}

/** A chunk Next writes into a page's head: same-origin, under its static chunks, async. */
const ASYNC_CHUNK = new RegExp(`<script src="(${CHUNK_PATH_PATTERN})" async=""></script>`, 'g');

/** The <html> start tag, and the display face's class it names for deferral (`data-display-font`). */
const HTML_TAG = /<html\b[^>]*>/;
const DISPLAY_FONT = new RegExp(`\\sdata-display-font="(${FONT_CLASS_PATTERN})"`);

/**
 * The document with its async chunks loaded after the first paint: in <head> each tag becomes a
 * low-priority preload where it stood (one per path, none where Next already preloads it); the
 * one in <body> (Turbopack's runtime, after its bootstrap) goes, as Next preloads it in <head>; the
 * loader goes last in <body>. The display face's class (the one <html> names in
 * `data-display-font`) leaves <html>'s classes for the loader to put back: until then headings
 * show its size-matched fallback, and the face is not asked for before the first paint. A
 * document without such tags, or without </head> and </body>, is returned as it is.
 */
export function scriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd === -1 || bodyEnd < headEnd) return html;
  const chunks = [];
  const preloaded = new Set([...html.slice(0, headEnd).matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)].map((m) => m[1]));
  const toPreload = (_tag, src) => {
    if (chunks.includes(src)) return '';
    chunks.push(src);
    if (preloaded.has(src)) return '';
    preloaded.add(src);
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
  };
  let head = html.slice(0, headEnd).replace(ASYNC_CHUNK, toPreload);
  const body = html.slice(headEnd, bodyEnd).replace(ASYNC_CHUNK, toPreload);
  if (chunks.length === 0) return html;
  let fontClass = '';
  const htmlTag = HTML_TAG.exec(head);
  const named = htmlTag ? DISPLAY_FONT.exec(htmlTag[0]) : null;
  if (htmlTag && named) {
    const name = named[1];
    const tag = htmlTag[0].replace(/\sclass="([^"]*)"/, (attr, classes) => {
      const kept = classes.split(' ').filter((c) => c !== name);
      if (kept.length === classes.split(' ').length) return attr;
      fontClass = name;
      return ` class="${kept.join(' ')}"`;
    });
    head = head.replace(htmlTag[0], tag);
  }
  return `${head}${body}<script>${firstPaintLoader(chunks, fontClass)}</script>${html.slice(bodyEnd)}`;
}

/** Both changes, boundaries first (their scripts are gone before the loader goes last in <body>). */
export function readyForFirstPaint(html) {
  return scriptsAfterFirstPaint(revealBoundaries(html));
}
