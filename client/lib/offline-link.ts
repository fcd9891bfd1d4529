import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type Operation, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/routers/_app.ts';
import { browserOnline } from './connection.ts';
import { whenIdle } from './idle.ts';
import type { OfflineStore } from './offline-store.ts';

// Offline reading (docs/product/offline.md#offline-reading). The service worker never answers the API
// (docs/decisions/012): this tRPC link does, for the reads below only. Each answer from the server
// is saved in the offline store; when the browser is offline, or the server cannot be reached,
// the saved answer is served instead and noted, so the page can say it is showing saved data.
// Anything else fails at once while offline with an error that says the network is needed.

type Outputs = inferRouterOutputs<AppRouter>;
type ProcedurePath = { [N in keyof Outputs]: `${N & string}.${keyof Outputs[N] & string}` }[keyof Outputs];

/** The reads behind the home lists, book pages and store pages, and the header's user and menus. */
export const SAVED_READS: ReadonlySet<string> = new Set<ProcedurePath>([
  'accounts.me',
  'categories.list',
  'books.section',
  'books.bySlug',
  'books.related',
  'stores.byUsername',
  'stores.books',
  'reviews.list',
  'views.recent',
]);

/** A seen answer is saved for offline reading within this time, sooner when the page is idle. */
const SAVE_WITHIN_MS = 1000;

export const OFFLINE_QUERY_MESSAGE = 'Você está offline e estes dados não estão salvos neste aparelho.';
export const OFFLINE_ACTION_MESSAGE =
  'Esta ação precisa de conexão com a internet. Tente de novo quando a conexão voltar.';

/** A call refused on this side because the browser is offline: nothing was sent. */
export class OfflineError extends Error {
  override name = 'OfflineError';
}

export function isOfflineError(error: unknown): boolean {
  return (
    error instanceof OfflineError || (error instanceof TRPCClientError && error.cause instanceof OfflineError)
  );
}

/**
 * JSON with object keys sorted, so the same input always makes the same key. Sorted by code
 * unit, not with localeCompare: the first call of that builds ICU's collator, about 18 ms of a
 * phone's first page load, to order property names that need no language.
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The saved record of one call: a page of an infinite list is a call of its own. */
export function recordKey(path: string, input: unknown): string {
  return `${path}:${stableJson(input)}`;
}

/** Which React Query query a call belongs to: its path and input without the page cursor. */
function queryIdentity(path: string, input: unknown): string {
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const { cursor: _cursor, direction: _direction, ...rest } = input as Record<string, unknown>;
    return `${path}:${stableJson(rest)}`;
  }
  return `${path}:${stableJson(input)}`;
}

/** The same identity read from a tRPC query key (`[['books', 'bySlug'], { input, type }]`). */
export function queryIdentityOfKey(queryKey: QueryKey): string | null {
  const [path, meta] = queryKey;
  if (!Array.isArray(path)) return null;
  const input = meta && typeof meta === 'object' ? (meta as { input?: unknown }).input : undefined;
  return queryIdentity(path.join('.'), input);
}

// Which queries are showing saved data, with when it was saved. Read by the offline banner
// through useSyncExternalStore.
const shownSaved = new Map<string, number>();
const listeners = new Set<() => void>();
let oldestShown: number | null = null;

function changed() {
  oldestShown = shownSaved.size ? Math.min(...shownSaved.values()) : null;
  for (const listener of listeners) listener();
}

export const savedDataNotes = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** When the oldest saved data on show was saved, or null when everything shown is live. */
  oldest: (): number | null => oldestShown,
  shown(identity: string, timestamp: number) {
    if (shownSaved.get(identity) === timestamp) return;
    shownSaved.set(identity, timestamp);
    changed();
  },
  live(identity: string) {
    if (shownSaved.delete(identity)) changed();
  },
  has: (identity: string) => shownSaved.has(identity),
  reset() {
    if (shownSaved.size === 0) return;
    shownSaved.clear();
    changed();
  },
};

/**
 * Reads again what is showing saved data (back online, or 'Tentar novamente'). Queries no page
 * shows are dropped: with refetchOnMount off they would come back as saved data.
 */
export async function refreshSavedData(queryClient: QueryClient): Promise<void> {
  const showsSaved = (queryKey: QueryKey) => {
    const identity = queryIdentityOfKey(queryKey);
    return identity !== null && savedDataNotes.has(identity);
  };
  for (const query of queryClient.getQueryCache().findAll({ predicate: (q) => showsSaved(q.queryKey) })) {
    if (!query.isActive()) {
      const identity = queryIdentityOfKey(query.queryKey);
      if (identity) savedDataNotes.live(identity);
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
    }
  }
  await queryClient.refetchQueries({ predicate: (q) => showsSaved(q.queryKey), type: 'active' });
}

/** A failure to reach the server at all (no answer), as opposed to an answer that is an error. */
function unreachable(error: TRPCClientError<AppRouter>): boolean {
  if (error.data) return false;
  const cause = error.cause;
  return !(cause instanceof DOMException && cause.name === 'AbortError');
}

function offlineError(op: Operation): TRPCClientError<AppRouter> {
  const message = op.type === 'query' ? OFFLINE_QUERY_MESSAGE : OFFLINE_ACTION_MESSAGE;
  return TRPCClientError.from(new OfflineError(message));
}

/**
 * `savesAfter`: answers are saved for offline reading only once it settles (the app passes its
 * first render: firstRender), and then when the browser is idle.
 */
export function offlineLink(
  store: OfflineStore,
  { savesAfter = Promise.resolve() }: { savesAfter?: Promise<void> } = {},
): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        // A live feed (SSE) is closed while offline and opened again on reconnection, instead of
        // the event source retrying, and failing, against a network that is not there. The
        // features' feeds send a snapshot first on every connection, so nothing is missed.
        if (op.type === 'subscription') {
          let inner: Unsubscribable | null = null;
          const connect = () => {
            inner ??= next(op).subscribe(observer);
          };
          const disconnect = () => {
            inner?.unsubscribe();
            inner = null;
          };
          if (browserOnline()) connect();
          window.addEventListener('online', connect);
          window.addEventListener('offline', disconnect);
          return () => {
            window.removeEventListener('online', connect);
            window.removeEventListener('offline', disconnect);
            disconnect();
          };
        }

        const saved = op.type === 'query' && SAVED_READS.has(op.path);
        const key = recordKey(op.path, op.input);
        const identity = queryIdentity(op.path, op.input);
        let stopped = false;

        /** Answers from the store, or with `error` when nothing usable is saved. */
        const fromStore = (error: TRPCClientError<AppRouter>) => {
          void store.load(key).then((record) => {
            if (stopped) return;
            if (!record) return observer.error(error);
            savedDataNotes.shown(identity, record.timestamp);
            observer.next({ result: { type: 'data', data: record.data } });
            observer.complete();
          });
        };

        if (!browserOnline()) {
          if (saved) fromStore(offlineError(op));
          else observer.error(offlineError(op));
          return () => {
            stopped = true;
          };
        }

        const subscription = next(op).subscribe({
          next(envelope) {
            const result = envelope.result;
            if (saved && 'data' in result) {
              // Saving copies the answer (IndexedDB clones it): not in the task that renders it.
              const data = result.data;
              void savesAfter.then(() => whenIdle(() => void store.save(key, data), SAVE_WITHIN_MS));
              savedDataNotes.live(identity);
            }
            observer.next(envelope);
          },
          error(error) {
            if (saved && unreachable(error)) fromStore(error);
            else observer.error(error);
          },
          complete() {
            observer.complete();
          },
        });
        return () => {
          stopped = true;
          subscription.unsubscribe();
        };
      });
}
