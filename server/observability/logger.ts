import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

// One JSON line per event on stdout (journald and docker keep it, jq reads it), and a copy in
// LOG_FILE when set. Nothing Releia logs carries a request body or headers; the paths below are
// redacted all the same, so an error object that happens to hold a credential never prints it.
const REDACT = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'cookie',
  'authorization',
  'secret',
  // The seller's Pix key (docs/product/pix.md#pix-key): the order answer's `pix` and the store's.
  'pix',
  '*.pix',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.secret',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  level?: string | undefined;
  /** Also append every line to this file (the e2e run greps it for secrets). */
  file?: string | undefined;
  /** Write here instead of stdout (tests read the lines). */
  destination?: DestinationStream;
}

export function createLogger(opts: LoggerOptions = {}): Logger {
  const options = {
    level: opts.level ?? 'info',
    base: { app: 'releia' },
    redact: { paths: REDACT, censor: '[removido]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (opts.destination) return pino(options, opts.destination);
  if (!opts.file) return pino(options);
  return pino(
    options,
    pino.multistream([
      { stream: process.stdout, level: 'trace' },
      {
        stream: pino.destination({ dest: opts.file, append: true, mkdir: true, sync: true }),
        level: 'trace',
      },
    ]),
  );
}

/**
 * Under test an error logged by the server goes to console.error, where the tests' console guard
 * fails the test that caused it; the other lines would only be noise.
 */
function testDestination(): DestinationStream {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString('utf8');
      if (Number((JSON.parse(line) as { level?: number }).level ?? 0) >= 50) console.error(line.trim());
      done();
    },
  });
}

/** The process's logger, configured from the environment (server/config.ts validates LOG_LEVEL). */
export const logger: Logger =
  process.env.NODE_ENV === 'test' && !process.env.LOG_FILE
    ? createLogger({ level: 'error', destination: testDestination() })
    : createLogger({ level: process.env.LOG_LEVEL, file: process.env.LOG_FILE });
