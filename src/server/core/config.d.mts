// Types of config.mjs (plain JavaScript, shared by entry/server.mjs, the app, the scripts and the tests).
export type Mode = 'production' | 'demo' | 'development' | 'test';
export type Env = Record<string, string | undefined>;

export interface Config {
  mode: Mode;
  port: number;
  hostname: string;
  /** SITE_URL without its trailing slash, else `http://localhost:$PORT`. */
  siteUrl: string;
  /** Whether SITE_URL itself is set (the API's media URLs are absolute only then). */
  siteUrlSet: boolean;
  databaseUrl: string | undefined;
  pgliteDir: string;
  mediaDir: string;
  privateFilesDir: string;
  secretsDir: string;
  trustProxyHops: number;
  staffEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPage: boolean;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeConfigured: boolean;
  demoPayments: boolean;
  bankTransfer: { beneficiary?: string; bank?: string; iban?: string; swift?: string };
  rateLimitMultiplier: number;
  messageDigestDelayMs: number;
  messageDigestEveryMs: number;
  icalSyncEveryMinutes: number;
  icalAllowLoopback: boolean;
  testClock: boolean;
  /** Object storage (S3_*): files go to the bucket when `bucket` is set, else to the local disk. */
  storage: {
    bucket: string | undefined;
    endpoint: string | undefined;
    region: string;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  };
  /** Where public media are served from when not from this app (a CDN or the bucket's website). */
  mediaBaseUrl: string | undefined;
  /** Seconds to wait before each retry of a mail that failed (MAIL_RETRY_SECONDS). */
  mailRetrySeconds: number[];
  /** How long a send-mail job may run before pg-boss takes it as dead and runs it again. */
  mailExpireInSeconds: number;
  /** JOBS=off: this process serves requests only (no queue workers, no schedules). */
  jobsEnabled: boolean;
  shutdownGraceMs: number;
  /** /metrics answers only with `Authorization: Bearer <this>`; 404 when unset. */
  metricsToken: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export declare const MODES: Mode[];
export declare const VARIABLES: string[];
export declare const SECRETS: string[];
/** What a production server cannot start without, besides SITE_URL. */
export declare const PRODUCTION_REQUIRED: string[];
export declare function parseKey32(value: string): Buffer;
export declare function isLoopbackUrl(value: string | undefined | null): boolean;
export declare function runMode(env?: Env): Mode;
export declare function config(env?: Env): Config;
export declare function configProblems(env?: Env): string[];
export declare function startupCheck(env?: Env): { mode: Mode; problems: string[] };
export declare function guestbookLinkSecret(env?: Env): string | null;
export declare function guestbookKey(env?: Env): Buffer | null;
