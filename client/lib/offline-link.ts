import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type Operation, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/app-router.ts';
import { browserOnline } from './connection.ts';
import { whenIdle } from './idle.ts';
import type { OfflineStore } from './offline-store.ts';

// Offline reading (docs/product/offline.md#offline-reading). The service worker never answers the API
// (docs/decisions/012): this tRPC link does, for the reads below only. Each answer from the server
// is saved in the offline store; when the browser is offline, or the server cannot be reached,
// the saved answer is served instead and noted, so the page can say it is showing saved data.
// Anything else fails at once while offline with an error that says the network is needed.
// Offline is what the browser says when it says so, or a request that got no answer at all: Chromium
// can keep navigator.onLine true after a reload offline (docs/product/offline.md#offline-banner).

type Outputs = inferRouterOutputs<AppRouter>;
type ProcedurePath = { [N in keyof Outputs]: `${N & string}.${keyof Outputs[N] & string}` }[keyof Outputs];

/** The reads behind the home lists, book pages and store pages, and the header's user and menus. */
export const SAVED_READS: ReadonlySet<string> = new Set<ProcedurePath>([
  'accounts.me',
  'categories.list',
  'books.section',
  'books.bySlug',
  'books.related',
  'books.copies',
  'stores.byUsername',
  'stores.books',
  'reviews.list',
  'reputation.seller',
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

// Whether requests reach anything. navigator.onLine is believed when it says offline; otherwise the
// last request decides: a network error (fetch rejected, nothing answered) means offline until
// something answers. Read by the offline banner through useSyncExternalStore.
let unanswered = false;
const networkListeners = new Set<() => void>();

function networkChanged() {
  for (const listener of networkListeners) listener();
}

/** The browser says it is back online: the next request will tell whether it is. */
function browserBackOnline() {
  unanswered = false;
  networkChanged();
}

export const networkNotes = {
  subscribe(listener: () => void): () => void {
    if (networkListeners.size === 0) {
      window.addEventListener('online', browserBackOnline);
      window.addEventListener('offline', networkChanged);
    }
    networkListeners.add(listener);
    return () => {
      networkListeners.delete(listener);
      if (networkListeners.size > 0) return;
      window.removeEventListener('online', browserBackOnline);
      window.removeEventListener('offline', networkChanged);
    };
  },
  /** False while the browser says it is offline, or while requests get no answer at all. */
  online: (): boolean => browserOnline() && !unanswered,
  /** A request got no answer at all. */
  unanswered() {
    if (unanswered) return;
    unanswered = true;
    networkChanged();
  },
  /** Something answered a request (the server, or a proxy in front of it). */
  answered() {
    if (!unanswered) return;
    unanswered = false;
    networkChanged();
  },
  reset() {
    unanswered = false;
  },
};

/** While requests get no answer but the browser says it is online, the server is looked for this often. */
export const RECHECK_EVERY_MS = 5000;

const askServer = () => fetch('/healthz', { cache: 'no-store' }).then(() => undefined);

/**
 * Back online, what shows saved data is read again. The 'online' event says so when the browser
 * knows; when it never knew it was offline, the server is asked every RECHECK_EVERY_MS while the
 * page is in view, and its answer says so. Returns the stop.
 */
export function watchNetwork(queryClient: QueryClient, probe: () => Promise<void> = askServer): () => void {
  let wasOnline = networkNotes.online();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const recheck = () => {
    timer = undefined;
    if (document.visibilityState !== 'visible') return schedule();
    probe().then(() => networkNotes.answered(), schedule);
  };
  const schedule = () => {
    if (timer === undefined && unanswered && browserOnline()) timer = setTimeout(recheck, RECHECK_EVERY_MS);
  };
  const unsubscribe = networkNotes.subscribe(() => {
    const online = networkNotes.online();
    if (online && !wasOnline) void refreshSavedData(queryClient);
    wasOnline = online;
    schedule();
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

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
  return !error.data && !aborted(error);
}

function aborted(error: TRPCClientError<AppRouter>): boolean {
  return error.cause instanceof DOMException && error.cause.name === 'AbortError';
}

/**
 * Nothing answered: fetch rejects with a TypeError on a network error (the Fetch standard), while an
 * answer that is not the API's (a proxy's 502 page) fails later, reading it.
 */
function noAnswer(error: TRPCClientError<AppRouter>): boolean {
  return error.cause instanceof TypeError;
}

function offlineError(op: Operation): TRPCClientError<AppRouter> {
  const message = op.type === 'query' ? OFFLINE_QUERY_MESSAGE : OFFLINE_ACTION_MESSAGE;
  return TRPCClientError.from(new OfflineError(message));
}

/**
 * A live feed (SSE) is closed while offline and opened again on reconnection, instead of the
 * event source retrying, and failing, against a network that is not there. The features' feeds
 * send a snapshot first on every connection, so nothing is missed.
 */
function followNetwork(open: () => Unsubscribable): () => void {
  let inner: Unsubscribable | null = null;
  const connect = () => {
    inner ??= open();
  };
  const disconnect = () => {
    inner?.unsubscribe();
    inner = null;
  };
  const follow = () => (networkNotes.online() ? connect() : disconnect());
  follow();
  const unsubscribe = networkNotes.subscribe(follow);
  return () => {
    unsubscribe();
    disconnect();
  };
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
        if (op.type === 'subscription') return followNetwork(() => next(op).subscribe(observer));

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
            networkNotes.answered();
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
            const offline = noAnswer(error);
            if (offline) networkNotes.unanswered();
            else if (!aborted(error)) networkNotes.answered();
            // With no answer at all a page never saved says so as offline, not as a failure.
            if (saved && unreachable(error)) fromStore(offline ? offlineError(op) : error);
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
