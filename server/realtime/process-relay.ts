import cluster from 'node:cluster';
import { logger } from '../observability/index.ts';

// Live events between the processes Releia starts on one machine
// (docs/decisions/051-several-processes-on-one-machine.md). On PostgreSQL they already meet in
// LISTEN/NOTIFY; on SQLite the file has no such channel, so each process sends what it publishes
// up its IPC channel to the primary (server/primary.ts), which hands it to every other
// process. The publisher delivers to its own subscribers itself, at once, as a lone process does.

const KIND = 'releia:live-event';

export interface RelayedEvent {
  kind: typeof KIND;
  /** The encoded event, as Fanout.deliver takes it. */
  text: string;
}

export function isRelayedEvent(message: unknown): message is RelayedEvent {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { kind?: unknown }).kind === KIND &&
    typeof (message as { text?: unknown }).text === 'string'
  );
}

/**
 * In a process the primary started: `deliver` gets the events the other processes publish, and
 * the answer sends this process's events to them. Null in a process of its own (nothing to relay).
 */
export function joinProcessRelay(deliver: (text: string) => void): ((text: string) => void) | null {
  if (!cluster.isWorker) return null;
  process.on('message', (message: unknown) => {
    if (isRelayedEvent(message)) deliver(message.text);
  });
  return (text) => {
    const message: RelayedEvent = { kind: KIND, text };
    // The primary is gone only while everything stops; the event's write has committed, and the
    // other processes' subscribers catch up from their next snapshot.
    process.send?.(message, undefined, undefined, (error: Error | null) => {
      if (error) logger.warn({ err: error }, 'evento ao vivo não repassado aos outros processos');
    });
  };
}
