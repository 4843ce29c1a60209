// The jobs (npm run jobs:*) run the server's code outside Next. `server-only` only keeps a module out
// of a browser bundle, and throws when imported anywhere but a React Server Components bundler: here
// there is no browser bundle to protect, so scripts/jobs/tsconfig.json maps it to this empty module.
export {};
