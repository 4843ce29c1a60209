// Types of shutdown.mjs (plain JavaScript, run by `node entry/server.mjs`), for its TypeScript test.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export declare const DRAIN_MS: number;
export declare const PHASE_MS: number;
export declare const FORCED_EXIT_CODE: number;
export declare const DUPLICATE_MS: number;
type Phase = 'streams' | 'workers' | 'database';
interface Log {
  info(obj: object | string, msg?: string): void;
  warn(obj: object, msg: string): void;
  error?(obj: object, msg: string): void;
}
export interface Shutdown {
  track(req: IncomingMessage, res: ServerResponse): void;
  stop(signal: string): Promise<void>;
  install(proc?: NodeJS.EventEmitter): void;
  stage(): 'serving' | 'grace' | 'closing';
  inFlight(): number;
}
export declare function gracefulShutdown(opts: {
  server: Server;
  log: Log;
  graceMs: number;
  drainMs?: number;
  phaseMs?: number;
  duplicateMs?: number;
  lifecycle: { beginStopping(): void; runStopPhase(phase: Phase, log?: Log): Promise<void> };
  exit?: (code: number) => void;
}): Shutdown;
