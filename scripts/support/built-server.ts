/**
 * Starts and stops the production build for the scripts that test it over HTTP (test:fuzz,
 * test:crash, test:cache, the ops scripts): `node entry/server.mjs`, the Node entry in front of Next,
 * on a port of the caller's, on a demo database of its own (a PGlite folder, or a PostgreSQL
 * database). The server listens on loopback only (HOSTNAME=localhost). Without the entry it fails:
 * a bare `next start` has no page cache, no script hashes and no client address.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** The last lines the server wrote (stderr and stdout), for a failure's report. */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL at once (the crash test); resolves once the process has exited. */
  kill(): Promise<void>;
}

/** The Node entry, from the repository's root (the scripts' working directory). */
export const ENTRY = path.join('entry', 'server.mjs');

/** Builds the app unless `.next` already holds a production build (e.g. the e2e run's). */
export function ensureBuild(): void {
  if (fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    console.log('[built-server] reusing the production build in .next');
    return;
  }
  console.log('[built-server] no production build: running next build');
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit' });
}

/**
 * Migrates and seeds the demo data (scripts/db-seed.ts) into `env`'s database: DATABASE_URL, else
 * PGLITE_DIR (made fresh: removed first).
 */
export function prepareDemoDatabase(env: { DATABASE_URL?: string; PGLITE_DIR?: string; MEDIA_DIR?: string }): void {
  if (!env.DATABASE_URL && env.PGLITE_DIR) fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

export async function startBuiltServer(opts: { port: number; env: Record<string, string>; readyTimeoutMs?: number }): Promise<BuiltServer> {
  // A test server (decision 036): its secrets generated under SECRETS_DIR, never required.
  // An operator's NODE_ENV=production would ask the entry for production: not this test server.
  const { NODE_ENV: _operators, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    ALMA_MODE: 'test',
    PORT: String(opts.port),
    HOSTNAME: 'localhost',
    // No load balancer in front of a test server: stop() needs no grace (docs/decisions/039).
    SHUTDOWN_GRACE_MS: '0',
    ...opts.env,
  };
  // A DATABASE_URL of the caller's environment must not leak into a PGlite run.
  if (!opts.env.DATABASE_URL) delete env.DATABASE_URL;
  if (!fs.existsSync(ENTRY)) {
    throw new Error(`no Node entry at ${path.resolve(ENTRY)}: run the scripts from the repository's root`);
  }
  // Its own process group, so that stop() and kill() reach every process it starts.
  const child = spawn(process.execPath, [ENTRY], { env: env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (sig: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (child.pid) process.kill(-child.pid, sig);
    } catch {
      child.kill(sig);
    }
  };
  const server: BuiltServer = {
    url: `http://localhost:${opts.port}`,
    child,
    output: () => lines.join('\n'),
    async stop() {
      await signal('SIGTERM');
      const timer = setTimeout(() => void signal('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    async kill() {
      await signal('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/builds/latest.json`, { signal: AbortSignal.timeout(5_000) });
      if (res.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not answer within ${opts.readyTimeoutMs ?? 90_000} ms:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Makes a fresh database on the PostgreSQL server of `serverUrl` (any database name) and returns its URL and a drop(). */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  // Created and dropped from the server's maintenance database: the URL's own may not exist.
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: maintenance.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: maintenance.toString() });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
