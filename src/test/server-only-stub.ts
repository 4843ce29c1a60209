// 'server-only' throws outside a React Server Components bundler; tests run server code directly.
export {};
