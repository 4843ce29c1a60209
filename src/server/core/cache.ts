/**
 * Per-request memoisation for the domain's readers, without the domain knowing React
 * (docs/decisions/014). The app layer hands in React's `cache` (src/server/http/request-cache.ts,
 * loaded by the root layout); a reader wrapped here then reads once per server render, as React's
 * `cache` does. Outside a render React's `cache` is itself a pass-through (no request, no memo), and
 * so is this before anything is handed in: scripts, workers and tests call the reader every time.
 */

type Memoiser = <A extends unknown[], R>(fn: (...args: A) => R) => (...args: A) => R;

let memoiser: Memoiser | undefined;

/** Called once by the app layer with React's `cache`. */
export function provideRequestMemoiser(memoise: Memoiser): void {
  memoiser = memoise;
}

/**
 * `fn`, memoised per request where the app layer provided a memoiser. The wrapping is taken at the
 * first call (readers are defined when their module loads, possibly before the memoiser is provided).
 */
export function cache<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let memoised: ((...args: A) => R) | undefined;
  return (...args: A): R => {
    if (memoised === undefined && memoiser !== undefined) memoised = memoiser(fn);
    return (memoised ?? fn)(...args);
  };
}
