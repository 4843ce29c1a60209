import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string | undefined;
  to: string[];
  /** When its DATA had been read whole (ms since the epoch). */
  at: number;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  /** Answers every message held back so far. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port` (0: any free port), for the
 * mail tests. `hold(n)` decides, for the n-th message (1-based) whose DATA it has read whole,
 * whether to keep its answer back until `release()`: the message is then received and stored, but
 * its sender does not learn it (a worker that dies in that moment).
 */
export async function startTestSmtp(options: { port?: number; hold?: (n: number) => boolean } = {}): Promise<TestSmtp> {
  const hold = options.hold ?? (() => false);
  const received: ReceivedMail[] = [];
  const held: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim();
        received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
        if (hold(received.length)) held.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as net.AddressInfo).port,
    received,
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves with `check`'s first truthy value, polled every 100 ms; throws after `ms`. */
export async function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
