import { createHash } from 'node:crypto';
import fs from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isFrameworkScript, NEXT_REINSERT_ICONS, REACT_RUNTIME } from './csp-hashes.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (...scripts: string[]) => `<!DOCTYPE html><html><body>${scripts.join('')}</body></html>`;

// The inline scripts of a public page of the production build (Next 16.4, React 19), as written.
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_DATA = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[94553,[],\\"default\\"]\\n\\u003cb\\u003e"])';
const TURBOPACK =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/44is5unny0ti1.js","static/chunks/2c7fqfns8tiv2.js"],"runtimeModuleIds":[94553]});';
const FIRST_BOUNDARY = `${REACT_RUNTIME.completeBoundary}$RC("B:0","S:0")`;

describe('isFrameworkScript: the shapes Next and React write', () => {
  it.each([
    ['the flight bootstrap', FLIGHT_BOOTSTRAP],
    ['the flight bootstrap with form state', `${FLIGHT_BOOTSTRAP};self.__next_f.push([2,["ok",null,"k",0]])`],
    ['a flight data push', FLIGHT_DATA],
    ['a binary flight push', 'self.__next_f.push([3,"AAECAw=="])'],
    ['the Turbopack bootstrap', TURBOPACK],
    ['the shell time runtime', REACT_RUNTIME.shellTime],
    ['the form replaying runtime', REACT_RUNTIME.formReplaying],
    ['the first boundary with its runtime', FIRST_BOUNDARY],
    ['a later boundary', '$RC("B:1a","S:1a")'],
    ['a boundary with view transitions', `${REACT_RUNTIME.completeBoundary}${REACT_RUNTIME.viewTransition}$RC("B:2","S:2")`],
    ['a segment with its runtime', `${REACT_RUNTIME.completeSegment}$RS("S:3","P:3")`],
    ['a later segment', '$RS("S:4","P:4")'],
    [
      'a boundary with stylesheets',
      `${REACT_RUNTIME.clientRender}${REACT_RUNTIME.completeBoundary}${REACT_RUNTIME.completeBoundaryWithStyles}$RR("B:5","S:5",[["/_next/static/a.css","next"]])`,
    ],
    ['a client-rendered boundary with its runtime', `${REACT_RUNTIME.clientRender};$RX("B:6","1234567890")`],
    ['a client-rendered boundary without a digest', '$RX("B:7")'],
  ])('%s', (_name, text) => {
    expect(isFrameworkScript(text)).toBe(true);
  });

  it.each([
    ['an injected script', 'alert(1)'],
    ['code after a flight push', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['code as the flight argument', 'self.__next_f.push([1,alert(1)])'],
    ['code inside the flight array', 'self.__next_f.push([1,"x",alert(1)])'],
    ['a flight string that is not valid JSON', "self.__next_f.push([1,'x'])"],
    ['a flight string with a JavaScript-only escape', 'self.__next_f.push([1,"\\x41"])'],
    ['a flight string that closes and reopens', 'self.__next_f.push([1,"a"+alert(1)+"b"])'],
    ['an unknown flight index', 'self.__next_f.push([9,"x"])'],
    ['code after the flight bootstrap', `${FLIGHT_BOOTSTRAP};alert(1)`],
    ['code as the form state', `${FLIGHT_BOOTSTRAP};self.__next_f.push([2,alert(1)])`],
    ['a boundary call with a code argument', '$RC("B:0",alert(1))'],
    ['a boundary call with a string that is not an id', '$RC("B:0","S:0\\"+alert(1)+\\"")'],
    ['code after a boundary call', '$RC("B:0","S:0");alert(1)'],
    ['code before a boundary call', 'alert(1);$RC("B:0","S:0")'],
    ['a segment call with a code argument', '$RS("S:0",alert(1))'],
    ['a client render call with a code digest', '$RX("B:0",alert(1))'],
    ['stylesheets that are code', '$RR("B:0","S:0",[alert(1)])'],
    ['a runtime with code appended', `${REACT_RUNTIME.shellTime}alert(1)`],
    ['a runtime definition twice', `${REACT_RUNTIME.completeSegment}${REACT_RUNTIME.completeSegment}$RS("S:0","P:0")`],
    ['a runtime definition alone with code', `${REACT_RUNTIME.completeBoundary}alert(1)`],
    ['a Turbopack bootstrap loading another origin', TURBOPACK.replace('static/chunks/44is5unny0ti1.js', 'https://evil.test/x.js')],
    ['a Turbopack bootstrap with code', TURBOPACK.replace('[94553]', '[alert(1)]')],
    ['a Turbopack bootstrap with code after it', `${TURBOPACK}alert(1)`],
    ['an empty script', ''],
  ])('refuses %s', (_name, text) => {
    expect(isFrameworkScript(text)).toBe(false);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the framework scripts of a page and nothing else', () => {
    const html = page(
      `<script>${FLIGHT_BOOTSTRAP}</script>`,
      `<script id="_R_">${TURBOPACK}</script>`,
      `<script>${FIRST_BOUNDARY}</script>`,
      `<script>${FLIGHT_DATA}</script>`,
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"VacationRental"}</script>',
      '<p>Villa <script>alert(1)</script></p>',
      '<script>self.__next_f.push([1,"x"]);alert(document.cookie)</script>',
    );
    const { hashes, refused } = inlineScriptHashes(html);
    expect(hashes.sort()).toEqual([sha(FLIGHT_BOOTSTRAP), sha(TURBOPACK), sha(FIRST_BOUNDARY), sha(FLIGHT_DATA)].sort());
    expect(refused).toEqual(['alert(1)', 'self.__next_f.push([1,"x"]);alert(document.cookie)']);
  });

  it('leaves data blocks and external scripts unhashed and unreported', () => {
    const { hashes, refused } = inlineScriptHashes(
      page('<script type="application/ld+json">alert(1)</script>', '<script src="/a.js">alert(1)</script>'),
    );
    expect(hashes).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('treats a module or typed JavaScript script as a script', () => {
    const { hashes, refused } = inlineScriptHashes(
      page('<script type="module">alert(1)</script>', `<script type="text/javascript">${FLIGHT_DATA}</script>`),
    );
    expect(hashes).toEqual([sha(FLIGHT_DATA)]);
    expect(refused).toEqual(['alert(1)']);
  });
});

describe('REACT_RUNTIME', () => {
  // A Next upgrade that changes React's runtime fails here (and its pages log refused scripts).
  const compiled = ['node', 'edge'].map((build) =>
    fs.readFileSync(`node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.${build}.production.js`, 'utf8'),
  );
  /** Every string literal of the compiled source longer than a short word, as its value. */
  const literals = compiled.map((source) => {
    const values = new Set<string>();
    for (const m of source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g)) {
      if (m[0].length > 40) values.add(vm.runInNewContext(m[0]) as string);
    }
    return values;
  });

  it.each(Object.entries(REACT_RUNTIME))('%s is the exact text of the React bundled with Next', (_name, text) => {
    for (const values of literals) {
      expect([...values].some((value) => value === text || value.startsWith(text))).toBe(true);
    }
  });
});

describe('NEXT_REINSERT_ICONS', () => {
  it("is Next's exact text, allowed alone and refused with anything added", () => {
    const source = fs.readFileSync(
      'node_modules/next/dist/server/app-render/metadata-insertion/create-server-inserted-metadata.js',
      'utf8',
    );
    const literal = /REINSERT_ICON_SCRIPT = `\\\n([^`]*)`/.exec(source)?.[1];
    expect(literal).toBe(NEXT_REINSERT_ICONS);
    expect(isFrameworkScript(NEXT_REINSERT_ICONS)).toBe(true);
    expect(isFrameworkScript(`${NEXT_REINSERT_ICONS};alert(1)`)).toBe(false);
    expect(isFrameworkScript(`alert(1);${NEXT_REINSERT_ICONS}`)).toBe(false);
  });
});
