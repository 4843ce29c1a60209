// Types of own-headers.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
import type { IncomingMessage } from 'node:http';

export declare const OWN_HEADERS: string[];
export declare function recordPeer(req: IncomingMessage): void;
export declare function setOwnHeader(req: IncomingMessage, name: string, value: string): void;
