// Types of ops-endpoints.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';

export declare const OPS_PATHS: string[];
export declare const READY_TIMEOUT_MS: number;
export interface Journal {
  count: number;
  last: number;
  lastTag: string | null;
}
export interface QueryableDatabase {
  orm: { execute(query: string): Promise<unknown> };
}
export declare function readJournal(dir: string): Journal;
export declare function migrationsCurrent(
  database: QueryableDatabase,
  journal: Journal,
): Promise<{ current: boolean; applied: number; expected: number }>;
export declare function readiness(opts: {
  stopping: boolean;
  database: () => Promise<QueryableDatabase> | undefined;
  journal: Journal;
  timeoutMs?: number;
}): Promise<{ status: number; body: { status: string; reason?: string } }>;
export declare function bearerMatches(header: string | undefined, token: string | undefined): boolean;
export declare function answerOps(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  deps: {
    isStopping(): boolean;
    database(): Promise<QueryableDatabase> | undefined;
    journal: Journal;
    metricsToken: string | undefined;
    registry: Registry;
    log?: { error(obj: object, msg: string): void };
  },
): boolean;
