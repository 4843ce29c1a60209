// Types of protocol.mjs (plain JavaScript, run by `node entry/server.mjs` and imported by the app).
export declare const PEER_HEADER: 'x-alma-peer';
export declare const ENTRY_HEADER: 'x-alma-entry';
export declare const INLINE_HASHES: "'inline-script-hashes'";
export declare const TAGS_HEADER: 'x-alma-cache-tags';
export declare const STATUS_HEADER: 'x-alma-cache';
export declare const STAY_HEADER: 'x-alma-stay';
export declare const VIEWPORT_COOKIE: 'viewport';
export declare const LOCALE_COOKIE: 'NEXT_LOCALE';
export declare const PAGE_COOKIES: readonly string[];
export declare const ROUTER_HEADERS: readonly string[];
export declare const TEST_CLOCK_COOKIE: 'alma_test_now';
export declare const PAGE_CACHE_CHANNEL: 'alma_page_cache';
export declare const PAGE_CACHE_GLOBAL: unique symbol;
export declare const SEARCH_ANSWER_GLOBAL: unique symbol;
export declare const DATABASE_GLOBAL: unique symbol;
