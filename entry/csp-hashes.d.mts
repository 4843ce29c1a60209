// Types of csp-hashes.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
export declare const REACT_RUNTIME: Readonly<{
  shellTime: string;
  completeBoundary: string;
  completeBoundaryWithStyles: string;
  completeSegment: string;
  clientRender: string;
  viewTransition: string;
  formReplaying: string;
}>;
export declare const NEXT_REINSERT_ICONS: string;
export declare function isFrameworkScript(text: string): boolean;
export declare function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
export declare function firstPaintLoader(chunks: string[], fontClass?: string): string;
export declare function isFirstPaintLoader(text: string): boolean;
export declare function isReactRuntimeDefinitions(text: string): boolean;
/** The source of a chunk path the loader may name (`/_next/static/chunks/….js`), and of a class it may add. */
export declare const CHUNK_PATH_PATTERN: string;
export declare const FONT_CLASS_PATTERN: string;
