// The one place drizzle learns the whole schema; application code imports the context files directly.
export * from './accounts';
export * from './admin';
export * from './booking';
export * from './catalog';
export * from './content';
export * from './concierge';
export * from './guestbook';
export * from './money';
export * from './owners';
export * from './payment-terms';
export * from './platform';
export * from './trips';
export * from './reviews';
