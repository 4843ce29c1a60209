// Types of request-log.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Histogram } from 'prom-client';

export declare const REQUEST_ID_HEADER: string;
export declare const CLIENT_CLOSED: number;
export declare const QUIET_ROUTES: Set<string>;
export declare function takeRequestId(req: IncomingMessage, trustProxyHops: number): string;
export declare function methodLabel(method: string | undefined): string;
export declare function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  opts: {
    id: string;
    route: string;
    store: { id?: string; actor?: string };
    log: Pick<Logger, 'debug' | 'info' | 'warn'>;
    histogram?: Pick<Histogram<'route' | 'method' | 'status'>, 'observe'>;
  },
): void;
