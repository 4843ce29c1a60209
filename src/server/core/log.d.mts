// Types of log.mjs.
import type { AsyncLocalStorage } from 'node:async_hooks';
import type { DestinationStream, Logger } from 'pino';

/** What entry/server.mjs keeps per request: its id, and the actor the app reported. */
export interface RequestStore {
  id: string;
  actor?: string;
}
export declare const REDACTED_KEYS: string[];
export declare function requestContext(): AsyncLocalStorage<RequestStore>;
export declare function noteActor(
  actor: { kind: 'user'; userId: number } | { kind: 'guestbook'; reservationId: number } | { kind: string } | null | undefined,
): void;
export declare function createLogger(options?: { level?: string }, destination?: DestinationStream): Logger;
export declare function log(): Logger;
export declare function routeConsoleToLog(logger: Logger): void;
