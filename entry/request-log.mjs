// One JSON line per request (pino) and the HTTP histogram, written by the Node entry when the
// response closes (docs/decisions/039): time, level, request id, method, route template, status,
// duration and the actor the app reported. What is logged is chosen field by field: never the URL
// (its query may hold a token), never a header, cookie or body.
import crypto from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a trusted proxy may hand over: short, printable, no spaces (else a fresh one is made). */
const VALID_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;
/** The methods the metrics name; any other is counted as OTHER (a client cannot add label values). */
const METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** The status logged and counted for a request whose client left before any answer. */
export const CLIENT_CLOSED = 499;
/** Logged at debug, not info: probes and scrapes every few seconds would drown the log. */
export const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The request's id: the `X-Request-Id` of a trusted proxy (TRUST_PROXY_HOPS > 0) when it is a
 * sane value, else a new UUID. The request then carries exactly that id (a client's own header is
 * replaced), so the app logs under the same id.
 */
export function takeRequestId(req, trustProxyHops) {
  const sent = req.headers[REQUEST_ID_HEADER];
  const id = trustProxyHops > 0 && typeof sent === 'string' && VALID_ID.test(sent) ? sent : crypto.randomUUID();
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (req.rawHeaders[i].toLowerCase() !== REQUEST_ID_HEADER) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  raw.push('X-Request-Id', id);
  req.rawHeaders = raw;
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

/** `method` as a metrics label. */
export function methodLabel(method) {
  return METHODS.has(method) ? method : 'OTHER';
}

/**
 * Sets the response's X-Request-Id and, when the response closes (sent whole, or cut by the
 * client), records it in `histogram` (route, method, status) and logs its line. `store` is the
 * request's context (log.mjs): the app writes the actor there while it serves the request.
 */
export function observeRequest(req, res, { id, route, store, log, histogram }) {
  const started = process.hrtime.bigint();
  res.setHeader('X-Request-Id', id);
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // A client that went away before the answer's head was sent: 499, as nginx logs it.
    const status = res.headersSent || res.writableFinished ? res.statusCode : CLIENT_CLOSED;
    const method = methodLabel(req.method);
    histogram?.observe({ route, method, status: String(status) }, seconds);
    const line = {
      reqId: id,
      method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      actor: store.actor ?? null,
    };
    if (!res.writableFinished) line.aborted = true;
    const level = QUIET_ROUTES.has(line.route) ? 'debug' : status >= 500 ? 'warn' : 'info';
    log[level](line, 'request');
  });
}
