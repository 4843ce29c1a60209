// The process's structured log (pino): one JSON line per event on stdout, at LOG_LEVEL. The Node
// entry (entry/server.mjs) logs one line per request and routes console output here; the app logs its
// errors here (with their stack, once). One logger and one request context per process on
// globalThis: entry/server.mjs and the Next bundle load this file apart (docs/decisions/039).
import { AsyncLocalStorage } from 'node:async_hooks';
import util from 'node:util';
import pino from 'pino';
import { config } from './config.mjs';

/**
 * Never written to the log, at whatever depth a caller nests them (the request line holds none of
 * them; this catches an object logged by mistake): credentials, door codes and identity data.
 */
export const REDACTED_KEYS = [
  'authorization',
  'cookie',
  'password',
  'password_confirmation',
  'token',
  'secret',
  'door_code',
  'doorCode',
  'wifi_password',
  'id_document',
  'document_number',
];

const REDACT_PATHS = REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** The request being served (set by entry/server.mjs around Next's handler): its id and, once the app knows it, its actor. */
export function requestContext() {
  globalThis.__almaRequestContext ??= new AsyncLocalStorage();
  return globalThis.__almaRequestContext;
}

/** The app tells the entry who is acting on the current request (its log line's `actor`). */
export function noteActor(actor) {
  const store = requestContext().getStore();
  if (!store || !actor) return;
  if (actor.kind === 'user') store.actor = `user:${actor.userId}`;
  else if (actor.kind === 'guestbook' && store.actor === undefined) store.actor = `guestbook:${actor.reservationId ?? '?'}`;
}

/** A pino logger with the project's settings, writing to `destination` (stdout by default). */
export function createLogger(options = {}, destination = undefined) {
  const settings = {
    level: options.level ?? config().logLevel,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: pino.stdSerializers.err },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    mixin() {
      const store = requestContext().getStore();
      return store ? { reqId: store.id } : {};
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}

/** The process's logger: created once, then the same. */
export function log() {
  globalThis.__almaLog ??= createLogger();
  return globalThis.__almaLog;
}

/**
 * Makes console.log/info/debug/warn/error write JSON lines through `logger` (entry/server.mjs: Next's
 * and the app's own console output): an Error among the arguments is logged as `err`, with its
 * stack, the rest as the message.
 */
export function routeConsoleToLog(logger) {
  const write =
    (level) =>
    (...args) => {
      const err = args.find((a) => a instanceof Error);
      const message = util.format(...args.filter((a) => a !== err));
      if (err) logger[level]({ err }, message || err.message);
      else logger[level](message);
    };
  console.log = write('info');
  console.info = write('info');
  console.debug = write('debug');
  console.warn = write('warn');
  console.error = write('error');
}
