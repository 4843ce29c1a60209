// Types of first-paint.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
export declare function revealBoundaries(html: string): string;
export declare function scriptsAfterFirstPaint(html: string): string;
export declare function readyForFirstPaint(html: string): string;
