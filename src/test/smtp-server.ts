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
  /** Every message whose DATA the server read whole, answered or not. */
  received: ReceivedMail[];
  /** The messages the server answered 250: the ones it took responsibility for (RFC 5321 §4.1.1.4). */
  accepted: ReceivedMail[];
  /** Answers every message held back so far. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1:`port` (0: any free port), for the
 * mail tests. `hold(n)` decides, for the n-th message (1-based) whose DATA it has read whole,
 * whether to keep its answer back until `release()`: the message is then received (`received`),
 * but its sender does not learn it (a worker that dies in that moment). It counts as `accepted`
 * only once answered, and never if its sender's connection closed first.
 */
export async function startTestSmtp(options: { port?: number; hold?: (n: number) => boolean } = {}): Promise<TestSmtp> {
  const hold = options.hold ?? (() => false);
  const received: ReceivedMail[] = [];
  const accepted: ReceivedMail[] = [];
  const held: Array<() => void> = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    onClose(session) {
      closed.add(session.id);
    },
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        const mail = {
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim(),
          to: session.envelope.rcptTo.map((r) => r.address),
          at: Date.now(),
        };
        received.push(mail);
        const answer = () => {
          accepted.push(mail);
          callback();
        };
        if (hold(received.length)) {
          // Answered on release(), unless its sender has gone by then: never accepted.
          held.push(() => {
            if (!stream.destroyed && !closed.has(session.id)) answer();
          });
        } else answer();
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
    accepted,
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
