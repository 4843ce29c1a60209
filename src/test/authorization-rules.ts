import type { Caller, World } from './authorization-world';
import { CALLERS } from './authorization-world';

/**
 * The shapes of the authorization matrix's rows (src/test/authorization-rows*.ts) and the rules
 * they share: the status class each caller must get.
 */

export type Status = '2xx' | 401 | 403 | 404;
export type Rule = Record<Caller, Status>;

export const rule = (others: Status, over: Partial<Rule> = {}): Rule =>
  ({ ...Object.fromEntries(CALLERS.map((c) => [c, others])), ...over }) as Rule;
export const NO_ACCOUNT = { visitor: 401, guestbook: 401, otherGuestbook: 401 } as const;

/** Public: the catalogue, content, login and signup, recovery. */
export const EVERYONE = rule('2xx');
/** The caller's own account: any signed-in account, whatever its role. */
export const OWN_ACCOUNT = rule('2xx', NO_ACCOUNT);
/** A guest's trip under /v1/account: the guest only; to anyone else it is another user's id. */
export const GUESTS_TRIP = rule(404, { ...NO_ACCOUNT, guest: '2xx' });
/** A concierge's decision: concierges of the villa's state, its country's manager and administrators. */
export const CONCIERGE_DECISION = rule(403, {
  ...NO_ACCOUNT,
  concierge: '2xx',
  countryManager: '2xx',
  admin: '2xx',
  farConcierge: 404,
});
/** The concierge desk's own lists: any concierge or administrator, each seeing their own scope. */
export const CONCIERGE_DESK = rule(403, { ...NO_ACCOUNT, concierge: '2xx', farConcierge: '2xx', countryManager: '2xx', admin: '2xx' });
/** Operators' tools: administrators only; to anyone else they do not exist. */
export const ADMINISTRATORS = rule(404, { admin: '2xx' });
/** Administration (issue 17, /v1/admin/*): only administrators; every other account is refused with 403. */
export const ADMIN_ONLY = rule(403, { ...NO_ACCOUNT, admin: '2xx' });

/** What one cell sends: path parameters, query, body, and the reservation a right guestbook session opens. */
export interface Cell {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  json?: unknown;
  /** A raw body with its content type (a multipart upload), sent instead of `json`. */
  raw?: { body: Uint8Array<ArrayBuffer>; type: string };
  /** The reservation the request is about (default: the world's trip). */
  reservationId?: number;
  ip?: string;
}

export interface Row {
  rule: Rule;
  /** An allowed call changes the database, a refused one must not. */
  writes?: true;
  /** The call spends the caller's session (logout, or a login replacing it): the row gets a world of its own. */
  ownWorld?: true;
  cell?: (world: World) => Cell | Promise<Cell>;
  /** What an answer must (not) show the caller, beyond its status. */
  check?: (world: World, caller: Caller, body: unknown) => void;
}
/** One villa in the owner portal: its owner (or a broker managing it) and administrators; another owner's id is 404; other roles 403. */
export const OWNERS_VILLA = rule(403, { ...NO_ACCOUNT, owner: '2xx', admin: '2xx', otherOwner: 404 });
/** The owner portal's own lists: any owner-group account or administrator, each seeing their own villas. */
export const OWNERS_LISTS = rule(403, { ...NO_ACCOUNT, owner: '2xx', otherOwner: '2xx', admin: '2xx' });
/**
 * A stay's guestbook (issue 16): its guestbook session and the signed-in lead guest (the booking's
 * account); to anyone else, another reservation's session included, it is 404 with nothing of the stay.
 */
export const GUESTBOOK_STAY = rule(404, { guest: '2xx', guestbook: '2xx' });
