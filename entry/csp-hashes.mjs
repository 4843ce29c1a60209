// The hashes of a public page's Content-Security-Policy (docs/decisions/012-content-security-policy.md),
// imported by server.mjs and run with plain `node`: no TypeScript here (its types: csp-hashes.d.mts).
//
// Only an inline script whose whole text has a shape Next.js 16 or React 19 writes is hashed, so
// the browser runs it; any other inline script (an escaping bug's `<script>`, or a shape a Next or
// React upgrade changed) is left out of the policy, the browser blocks it, and server.mjs logs it.
// The shapes, each checked against the whole text:
// - Next's flight data: `(self.__next_f=self.__next_f||[]).push([0])` (optionally followed by
//   `;self.__next_f.push([2,<JSON>])`, the form state) and `self.__next_f.push([1|3,"…"])`, where
//   the argument must parse with JSON.parse, so it is data and no code can ride in it;
// - Turbopack's bootstrap: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(<JSON>);`
//   whose JSON names only chunks under static/chunks and numeric module ids;
// - React's streaming runtime, compared with the exact texts of react-dom/server (REACT_RUNTIME,
//   checked against Next's compiled copy by csp-hashes.test.ts), followed by one instruction call
//   ($RC, $RR, $RS, $RX) whose arguments are boundary, segment and placeholder ids, or JSON data;
// - our own executable inline script: the loader that starts the page's chunks after the first
//   paint (first-paint.mjs), whose JSON names only chunk paths; the villa page's JSON-LD is a data
//   block, which the browser never runs and which needs no hash.
import { createHash } from 'node:crypto';

/**
 * React 19 streaming runtime (react-dom/server production build, as bundled by Next 16.4), exact texts.
 * A script may start with any of the function definitions, each at most once, before its one call.
 */
export const REACT_RUNTIME = Object.freeze({
  shellTime: 'requestAnimationFrame(function(){$RT=performance.now()});',
  completeBoundary:
    '$RB=[];$RV=function(a){$RT=performance.now();for(var b=0;b<a.length;b+=2){var c=a[b],e=a[b+1];null!==e.parentNode&&e.parentNode.removeChild(e);var f=c.parentNode;if(f){var g=c.previousSibling,h=0;do{if(c&&8===c.nodeType){var d=c.data;if("/$"===d||"/&"===d)if(0===h)break;else h--;else"$"!==d&&"$?"!==d&&"$~"!==d&&"$!"!==d&&"&"!==d||h++}d=c.nextSibling;f.removeChild(c);c=d}while(c);for(;e.firstChild;)f.insertBefore(e.firstChild,c);g.data="$";g._reactRetry&&requestAnimationFrame(g._reactRetry)}}a.length=0};\n$RC=function(a,b){if(b=document.getElementById(b))(a=document.getElementById(a))?(a.previousSibling.data="$~",$RB.push(a,b),2===$RB.length&&("number"!==typeof $RT?requestAnimationFrame($RV.bind(null,$RB)):(a=performance.now(),setTimeout($RV.bind(null,$RB),2300>a&&2E3<a?2300-a:$RT+300-a)))):b.parentNode.removeChild(b)};',
  completeBoundaryWithStyles:
    '$RM=new Map;$RR=function(n,w,p){function u(q){this._p=null;q()}for(var r=new Map,t=document,h,b,e=t.querySelectorAll("link[data-precedence],style[data-precedence]"),v=[],k=0;b=e[k++];)"not all"===b.getAttribute("media")?v.push(b):("LINK"===b.tagName&&$RM.set(b.getAttribute("href"),b),r.set(b.dataset.precedence,h=b));e=0;b=[];var l,a;for(k=!0;;){if(k){var f=p[e++];if(!f){k=!1;e=0;continue}var c=!1,m=0;var d=f[m++];if(a=$RM.get(d)){var g=a._p;c=!0}else{a=t.createElement("link");a.href=d;a.rel=\n"stylesheet";for(a.dataset.precedence=l=f[m++];g=f[m++];)a.setAttribute(g,f[m++]);g=a._p=new Promise(function(q,x){a.onload=u.bind(a,q);a.onerror=u.bind(a,x)});$RM.set(d,a)}d=a.getAttribute("media");!g||d&&!matchMedia(d).matches||b.push(g);if(c)continue}else{a=v[e++];if(!a)break;l=a.getAttribute("data-precedence");a.removeAttribute("media")}c=r.get(l)||h;c===h&&(h=a);r.set(l,a);c?c.parentNode.insertBefore(a,c.nextSibling):(c=t.head,c.insertBefore(a,c.firstChild))}if(p=document.getElementById(n))p.previousSibling.data=\n"$~";Promise.all(b).then($RC.bind(null,n,w),$RX.bind(null,n,"CSS failed to load"))};',
  completeSegment:
    '$RS=function(a,b){a=document.getElementById(a);b=document.getElementById(b);for(a.parentNode.removeChild(a);a.firstChild;)b.parentNode.insertBefore(a.firstChild,b);b.parentNode.removeChild(b)};',
  clientRender:
    '$RX=function(b,c,d,e,f){var a=document.getElementById(b);a&&(b=a.previousSibling,b.data="$!",a=a.dataset,null!=c&&(a.dgst=c),d&&(a.msg=d),e&&(a.stck=e),f&&(a.cstck=f),b._reactRetry&&b._reactRetry())};',
  viewTransition:
    '$RV=function(B,g){function h(a,c){var e=a.getAttribute(c);e&&(c=a.style,l.push(a,c.viewTransitionName,c.viewTransitionClass),"auto"!==e&&(c.viewTransitionClass=e),(a=a.getAttribute("vt-name"))||(a="_T_"+N++ +"_"),a=CSS.escape(a)!==a?"r-"+btoa(a).replace(/=/g,""):a,c.viewTransitionName=a,C=!0)}var C=!1,N=0,l=[];try{var f=document.__reactViewTransition;if(f){f.finished.finally($RV.bind(null,g));return}var m=new Map;for(f=1;f<g.length;f+=2)for(var k=g[f].querySelectorAll("[vt-share]"),d=0;d<k.length;d++){var b=k[d];m.set(b.getAttribute("vt-name"),b)}var u=[];for(k=0;k<g.length;k+=2){var D=g[k],x=D.parentNode;if(x){var v=x.getBoundingClientRect();if(v.left||v.top||v.width||v.height){b=D;for(f=0;b;){if(8===b.nodeType){var t=b.data;if("/$"===t)if(0===f)break;else f--;else"$"!==t&&"$?"!==t&&"$~"!==t&&"$!"!==t||f++}else if(1===b.nodeType){d=b;var E=d.getAttribute("vt-name"),y=m.get(E);h(d,y?"vt-share":"vt-exit");y&&(h(y,"vt-share"),m.set(E,null));for(var F=d.querySelectorAll("[vt-share]"),\nz=0;z<F.length;z++){var G=F[z],H=G.getAttribute("vt-name"),I=m.get(H);I&&(h(G,"vt-share"),h(I,"vt-share"),m.set(H,null))}var J=d.querySelectorAll("[vt-parent-exit]");for(d=0;d<J.length;d++)h(J[d],"vt-parent-exit")}b=b.nextSibling}for(var K=g[k+1],n=K.firstElementChild;n;){null!==m.get(n.getAttribute("vt-name"))&&h(n,"vt-enter");var L=n.querySelectorAll("[vt-parent-enter]");for(b=0;b<L.length;b++)h(L[b],"vt-parent-enter");n=n.nextElementSibling}b=x;do for(var p=b.firstElementChild;p;){var M=p.getAttribute("vt-update");\nM&&"none"!==M&&!l.includes(p)&&h(p,"vt-update");p=p.nextElementSibling}while((b=b.parentNode)&&1===b.nodeType&&"none"!==b.getAttribute("vt-update"));u.push.apply(u,K.querySelectorAll(\'img[src]:not([loading="lazy"])\'))}}}if(C){var A=document.__reactViewTransition=document.startViewTransition({update:function(){B(g);for(var a=[document.documentElement.clientHeight,document.fonts.ready],c={},e=0;e<u.length;c={g:c.g},e++)if(c.g=u[e],!c.g.complete){var q=c.g.getBoundingClientRect();0<q.bottom&&0<q.right&&\nq.top<window.innerHeight&&q.left<window.innerWidth&&(q=new Promise(function(w){return function(r){w.g.addEventListener("load",r);w.g.addEventListener("error",r)}}(c)),a.push(q))}return Promise.race([Promise.all(a),new Promise(function(w){var r=performance.now();setTimeout(w,2300>r&&2E3<r?2300-r:500)})])},types:[]});A.ready.finally(function(){for(var a=l.length-3;0<=a;a-=3){var c=l[a],e=c.style;e.viewTransitionName=l[a+1];e.viewTransitionClass=l[a+1];""===c.getAttribute("style")&&c.removeAttribute("style")}});\nA.finished.finally(function(){document.__reactViewTransition===A&&(document.__reactViewTransition=null)});$RB=[];return}}catch(a){}B(g)}.bind(null,$RV);',
  formReplaying:
    'addEventListener("submit",function(a){if(!a.defaultPrevented){var b=a.target,d=a.submitter,c=b.action,e=d;if(d){var f=d.getAttribute("formAction");null!=f&&(c=f,e=null)}"javascript:throw new Error(\'React form unexpectedly submitted.\')"===c&&(a.preventDefault(),a=new FormData(b,e),c=b.ownerDocument||b,(c.$$reactFormReplay=c.$$reactFormReplay||[]).push(b,d,a))}});',
});

/**
 * Next's script that moves icons streamed into <body> with late metadata back into <head>
 * (next/dist/server/app-render/metadata-insertion), exact text: written when a page's metadata
 * resolves after its shell.
 */
export const NEXT_REINSERT_ICONS =
  'document.querySelectorAll(\'body link[rel="icon"], body link[rel="apple-touch-icon"]\').forEach(el => document.head.appendChild(el))';

/** React's runtime scripts that stand alone (no instruction call follows them). */
const STANDALONE = new Set([REACT_RUNTIME.shellTime, REACT_RUNTIME.formReplaying]);
/**
 * The loader of first-paint.mjs: after the first paint it puts the display face's class on <html>
 * (at once where this browser has shown it before) and adds the page's chunks. Its arguments: the
 * chunk paths, and the class ("" for none).
 */
const LOADER_START =
  '(function(s,f){var d=0,r=document.documentElement,k="alma-display-font";function font(){if(f)r.classList.add(f)}try{if(localStorage.getItem(k))font()}catch(x){}function go(){if(d)return;d=1;font();try{localStorage.setItem(k,"1")}catch(x){}for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})(';
const LOADER_END = ');';
/** A chunk path the loader may name: same-origin, under Next's static chunks. */
export const CHUNK_PATH_PATTERN = '/_next/static/chunks/[A-Za-z0-9_.-]+\\.js';
const CHUNK_PATH = new RegExp(`^${CHUNK_PATH_PATTERN}$`);
/** A class the loader may add: next/font's generated names. */
export const FONT_CLASS_PATTERN = '[A-Za-z0-9_-]{1,64}';
const FONT_CLASS = new RegExp(`^${FONT_CLASS_PATTERN}$`);

/** The loader's text for these chunk paths (each one CHUNK_PATH allows) and display face class (one FONT_CLASS allows, or ""). */
export function firstPaintLoader(chunks, fontClass = '') {
  return `${LOADER_START}${JSON.stringify(chunks)},${JSON.stringify(fontClass)}${LOADER_END}`;
}

/** Whether an inline script's whole text is the loader, naming only chunk paths and a class name. */
export function isFirstPaintLoader(text) {
  if (!text.startsWith(LOADER_START) || !text.endsWith(LOADER_END)) return false;
  const args = parseJson(`[${text.slice(LOADER_START.length, text.length - LOADER_END.length)}]`);
  if (!Array.isArray(args) || args.length !== 2) return false;
  const [chunks, fontClass] = args;
  return (
    Array.isArray(chunks) &&
    chunks.length > 0 &&
    chunks.every((chunk) => typeof chunk === 'string' && CHUNK_PATH.test(chunk)) &&
    typeof fontClass === 'string' &&
    (fontClass === '' || FONT_CLASS.test(fontClass))
  );
}

/** React's function definitions that precede an instruction call in the same script. */
const DEFINITIONS = [
  REACT_RUNTIME.completeBoundary,
  REACT_RUNTIME.completeBoundaryWithStyles,
  REACT_RUNTIME.completeSegment,
  REACT_RUNTIME.clientRender,
  REACT_RUNTIME.viewTransition,
];
/** A boundary (B:), segment (S:) or placeholder (P:) id as React writes it: hexadecimal. */
const ID = '[0-9a-f]{1,8}';
const COMPLETE_BOUNDARY = new RegExp(`^\\$RC\\("B:${ID}","S:${ID}"\\)$`);
const COMPLETE_SEGMENT = new RegExp(`^\\$RS\\("S:${ID}","P:${ID}"\\)$`);
/** `$RR("B:0","S:0",[["/a.css","high"],…])`: the stylesheets as JSON (checked by isJsonOf). */
const COMPLETE_WITH_STYLES = new RegExp(`^\\$RR\\("B:${ID}","S:${ID}",(\\[[\\s\\S]*\\])\\)$`);
/** `$RX("B:0")` or `$RX("B:0","<digest>")`; the full runtime writes one extra ";" before it. */
const CLIENT_RENDER = new RegExp(`^;?\\$RX\\("B:${ID}"(?:,("[\\s\\S]*"))?\\)$`);

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_FORM_STATE = /^;self\.__next_f\.push\((\[2,[\s\S]*\])\)$/;
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[13],"[\s\S]*"\])\)$/;
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);$/;
const CHUNK = /^static\/chunks\/[A-Za-z0-9_.-]+\.js$/;

/** JSON.parse of `text`, or undefined when it is not JSON: a literal that parses is data, never code. */
function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isFlight(text) {
  if (text.startsWith(FLIGHT_BOOTSTRAP)) {
    const rest = text.slice(FLIGHT_BOOTSTRAP.length);
    if (rest === '') return true;
    const state = FLIGHT_FORM_STATE.exec(rest);
    const value = state ? parseJson(state[1]) : undefined;
    return Array.isArray(value) && value.length === 2 && value[0] === 2;
  }
  const push = FLIGHT_PUSH.exec(text);
  if (!push) return false;
  const value = parseJson(push[1]);
  return Array.isArray(value) && value.length === 2 && (value[0] === 1 || value[0] === 3) && typeof value[1] === 'string';
}

function isTurbopackBootstrap(text) {
  // One statement per line, one line per page of the chunk group (Next's getTurbopackChunkGroupBootstrap).
  return text.split('\n').every((line) => {
    const m = TURBOPACK_BOOTSTRAP.exec(line);
    const params = m ? parseJson(m[1]) : undefined;
    if (!params || typeof params !== 'object' || Array.isArray(params)) return false;
    const keys = Object.keys(params).sort().join(',');
    return (
      keys === 'otherChunks,runtimeModuleIds' &&
      Array.isArray(params.otherChunks) &&
      params.otherChunks.every((chunk) => typeof chunk === 'string' && CHUNK.test(chunk)) &&
      Array.isArray(params.runtimeModuleIds) &&
      params.runtimeModuleIds.every((id) => Number.isInteger(id))
    );
  });
}

/** `text` without the React runtime definitions it starts with (each at most once, in any order). */
function withoutRuntimeDefinitions(text) {
  let rest = text;
  const used = new Set();
  for (let progress = true; progress; ) {
    progress = false;
    for (const definition of DEFINITIONS) {
      if (!used.has(definition) && rest.startsWith(definition)) {
        used.add(definition);
        rest = rest.slice(definition.length);
        progress = true;
      }
    }
  }
  return rest;
}

function isReactInstruction(text) {
  if (STANDALONE.has(text)) return true;
  const rest = withoutRuntimeDefinitions(text);
  if (COMPLETE_BOUNDARY.test(rest) || COMPLETE_SEGMENT.test(rest)) return true;
  const styles = COMPLETE_WITH_STYLES.exec(rest);
  if (styles) {
    const value = parseJson(styles[1]);
    return Array.isArray(value) && value.every((sheet) => Array.isArray(sheet) && sheet.every((part) => typeof part === 'string'));
  }
  const clientRender = CLIENT_RENDER.exec(rest);
  if (clientRender) return clientRender[1] === undefined || typeof parseJson(clientRender[1]) === 'string';
  return false;
}

/** Whether `text` is only React's runtime definitions (each at most once, in any order), as they precede an instruction. */
export function isReactRuntimeDefinitions(text) {
  const rest = withoutRuntimeDefinitions(text);
  return rest === '' || rest === ';';
}

/** Whether an inline script's whole text is one Next, React or first-paint.mjs writes (and so may run on a public page). */
export function isFrameworkScript(text) {
  return (
    text === NEXT_REINSERT_ICONS || isFlight(text) || isTurbopackBootstrap(text) || isReactInstruction(text) || isFirstPaintLoader(text)
  );
}

/** Types the browser runs as script; any other type (application/ld+json) is a data block. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of `html` that the framework wrote, and the
 * texts of those it refused (inline scripts the browser would run, of no known shape). Scripts with
 * a src and data blocks (JSON-LD) are neither: the policy covers them otherwise or they never run.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  const refused = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    const text = m[2] ?? '';
    if (isFrameworkScript(text)) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    else refused.push(text);
  }
  return { hashes: [...hashes], refused };
}
