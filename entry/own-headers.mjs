// The request headers only the Node entry sets (docs/decisions/011): whatever a client sent under
// these names is dropped before Next sees the request, then the entry writes its own. Used by
// server.mjs on every request it hands to Next; plain JavaScript (its types: own-headers.d.mts).
import { ENTRY_HEADER, PEER_HEADER, STAY_HEADER } from './protocol.mjs';

/** Headers only this entry sets: whatever a client sent under these names is dropped. */
export const OWN_HEADERS = [PEER_HEADER, ENTRY_HEADER, STAY_HEADER];

/**
 * Drops client-sent OWN_HEADERS (parsed and raw headers, any case, any number of them), then
 * records the TCP peer in PEER_HEADER and marks the request as the entry's (ENTRY_HEADER).
 */
export function recordPeer(req) {
  const raw = [];
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    if (!OWN_HEADERS.includes(req.rawHeaders[i].toLowerCase())) raw.push(req.rawHeaders[i], req.rawHeaders[i + 1]);
  }
  for (const name of OWN_HEADERS) delete req.headers[name];
  req.rawHeaders = raw;
  setOwnHeader(req, PEER_HEADER, req.socket.remoteAddress ?? '');
  setOwnHeader(req, ENTRY_HEADER, '1');
}

/** Sets one of OWN_HEADERS on the request, in its parsed and its raw headers. */
export function setOwnHeader(req, name, value) {
  req.rawHeaders.push(name, value);
  req.headers[name] = value;
}
