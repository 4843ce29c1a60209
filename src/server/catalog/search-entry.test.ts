import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import { SEARCH_HIT_HEADERS } from './search-entry';

describe("the Node entry's answer from the search cache", () => {
  it("carries every security header Next adds to the route's own answer", async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const all = rules.find((rule) => rule.source === '/:path*');
    expect(all?.headers.length).toBeGreaterThan(0);
    for (const { key, value } of all?.headers ?? []) expect(SEARCH_HIT_HEADERS[key]).toBe(value);
  });
});
