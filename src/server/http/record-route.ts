import 'server-only';
import type { ServiceContext } from '../access/context';
import { type ApiContext, type ApiOptions, ok, withApi } from './api';

/** Reads the route's `{id}` segment as a record id, throwing the API's answer for a malformed one (e.g. tripIdOrThrow). */
type IdOf = (raw: unknown) => number;

/**
 * A JSON route about the one record of its path (`/v1/…/{id}`), on withApi: the caller's service
 * context, then the id read by `idOf`, then `run`. The services check access; `allow` only orders
 * the answers (ApiOptions).
 */
export function withRecord(
  idOf: IdOf,
  run: (context: ServiceContext, id: number, api: ApiContext) => Promise<Response>,
  options: ApiOptions,
) {
  return withApi(async (ctx) => {
    const context = await ctx.context();
    return run(context, idOf(ctx.params.id), ctx);
  }, options);
}

/** A read of the record (or a command on it with no body): `load(context, id)` → `{ data }`. */
export function recordRead<T>(idOf: IdOf, load: (context: ServiceContext, id: number) => Promise<T>, options: ApiOptions) {
  return withRecord(idOf, async (context, id) => ok(await load(context, id)), options);
}

/**
 * A write to the record: the body checked by `input` (400 with its fields), then
 * `save(context, id, input)` → `{ data }`, with `status` (201 for a creation) when given.
 */
export function recordWrite<I, T>(
  idOf: IdOf,
  input: (body: unknown) => I,
  save: (context: ServiceContext, id: number, input: I) => Promise<T>,
  { status, ...options }: ApiOptions & { status?: number },
) {
  return withRecord(idOf, async (context, id, api) => ok(await save(context, id, input(await api.body())), { status }), options);
}
