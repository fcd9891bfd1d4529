import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../server/app-router.ts';
import { type ConnectionInfo, is2g } from './connection.ts';
import { isOfflineError } from './offline-link.ts';

// The data-cache policy of docs/product/offline.md#data-cache, for every tRPC read, in one place: how long data is
// fresh (stale time), how long unused data is kept (gc time), how failures are retried and whether
// the window's focus reads it again. Components do not set these themselves; they get them from
// the query key's namespace.

const MINUTE = 60_000;

export type DataKind = 'books' | 'user' | 'live' | 'static' | 'categories' | 'recentlyViewed';

export interface Timing {
  staleTime: number;
  gcTime: number;
  /** Retries after a failure that is not a refusal (4xx). */
  retries: number;
}

const USER: Timing = { staleTime: 10 * MINUTE, gcTime: 20 * MINUTE, retries: 3 };

export const POLICY: Record<DataKind, Timing> = {
  books: { staleTime: 5 * MINUTE, gcTime: 10 * MINUTE, retries: 1 },
  user: USER,
  // The member's data that another member's step changes: offers, orders, wants' matches, Minha
  // Estante (docs/product/notifications.md#pages-that-follow). Timed as the user's; the live feed
  // reads it again on every notification (components/notifications/cache.ts), and the window's
  // focus does too, even while fresh: where the feed cannot reach a tab (a proxy that holds the
  // stream, a phone that froze the tab), coming back to it is when the member looks again.
  live: USER,
  static: { staleTime: 30 * MINUTE, gcTime: 60 * MINUTE, retries: 1 },
  categories: { staleTime: 10 * MINUTE, gcTime: 30 * MINUTE, retries: 2 },
  // docs/product/offline.md#data-cache gives the recently-viewed list its own times; it is the user's data otherwise.
  recentlyViewed: { staleTime: 2 * MINUTE, gcTime: 5 * MINUTE, retries: 3 },
};

type Namespace = keyof inferRouterOutputs<AppRouter>;

/** Every router namespace has a kind: a new namespace does not compile until it gets one. */
const NAMESPACE_KIND: Record<Namespace, DataKind> = {
  books: 'books',
  search: 'books',
  stores: 'books',
  reviews: 'books',
  categories: 'categories',
  accounts: 'user',
  accountDeletion: 'user',
  dataExport: 'user',
  admin: 'user',
  cart: 'user',
  offers: 'live',
  delivery: 'user',
  messages: 'user',
  newsletter: 'user',
  notifications: 'user',
  orders: 'live',
  problems: 'live',
  profile: 'user',
  reports: 'user',
  reputation: 'books',
  likes: 'user',
  follows: 'user',
  favourites: 'user',
  // An ISBN's facts do not change; a seller's imports move while they look (the job's progress).
  isbn: 'static',
  imports: 'live',
  views: 'user',
  suggestions: 'user',
  verification: 'user',
  wants: 'live',
};

/** Procedures whose kind differs from their namespace's. */
const PROCEDURE_KIND: { path: [Namespace, string]; kind: DataKind }[] = [
  // Which sign-in ways exist changes only when the operator restarts the server.
  { path: ['accounts', 'options'], kind: 'static' },
  { path: ['views', 'recent'], kind: 'recentlyViewed' },
  // Minha Estante: a sale or a cancelled order changes it.
  { path: ['books', 'mine'], kind: 'live' },
  // The seller's own default location for a new book, from their profile and address.
  { path: ['books', 'defaultLocation'], kind: 'user' },
];

/** The kind of a tRPC query key (`[['books', 'section'], {...}]`); 'books' for anything else. */
export function kindOfKey(queryKey: QueryKey): DataKind {
  const path = Array.isArray(queryKey[0]) ? (queryKey[0] as unknown[]) : [];
  const [namespace, procedure] = path;
  const special = PROCEDURE_KIND.find((p) => p.path[0] === namespace && p.path[1] === procedure);
  if (special) return special.kind;
  return (NAMESPACE_KIND as Record<string, DataKind | undefined>)[String(namespace)] ?? 'books';
}

/** The HTTP status of a failed call, when the server answered. */
function httpStatusOf(error: unknown): number | null {
  if (!error || typeof error !== 'object') return null;
  const data = (error as { data?: { httpStatus?: unknown } }).data;
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  const status = (error as { meta?: { response?: { status?: unknown } } }).meta?.response?.status;
  return typeof status === 'number' ? status : null;
}

/** A 4xx is the server's answer (not found, not allowed, invalid): asking again changes nothing. */
export function isRefusal(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status !== null && status >= 400 && status < 500;
}

/** Back-off between attempts: 1 s, doubling, never more than 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

export interface QueryPolicy {
  staleTime: number;
  gcTime: number;
  retry: (failureCount: number, error: unknown) => boolean;
  retryDelay: (failureCount: number) => number;
  refetchOnWindowFocus: boolean | 'always';
}

/** The options a query of `kind` gets on `connection`. */
export function policyFor(kind: DataKind, connection: ConnectionInfo): QueryPolicy {
  const timing = POLICY[kind];
  const slow = is2g(connection);
  const retries = slow ? 1 : timing.retries;
  return {
    // On 2g a refetch costs seconds: data is used twice as long before it is read again.
    staleTime: slow ? timing.staleTime * 2 : timing.staleTime,
    gcTime: timing.gcTime,
    // `failureCount` is 0 after the first failure. Nothing is retried while the browser is offline:
    // the offline link answered without sending anything, and React Query fetches again on
    // reconnection.
    retry: (failureCount, error) => !isRefusal(error) && !isOfflineError(error) && failureCount < retries,
    retryDelay,
    refetchOnWindowFocus: kind === 'live' && 'always',
  };
}

/**
 * Sets the policy on `queryClient` for `connection`. Called again when the connection changes;
 * queries pick the new times up the next time they are used.
 */
export function applyCachePolicy(queryClient: QueryClient, connection: ConnectionInfo): void {
  queryClient.setDefaultOptions({
    queries: {
      ...policyFor('books', connection),
      refetchOnMount: false,
      // The query function always runs, even when the browser says it is offline: the offline
      // link answers from saved data or fails at once, instead of the query waiting in silence.
      networkMode: 'offlineFirst',
    },
    mutations: {
      // An action taken offline fails at once with a message that it needs the network, rather
      // than pausing unseen until the connection returns.
      networkMode: 'always',
      retry: false,
    },
  });
  // Later defaults override earlier ones for the keys they match: namespaces, then procedures.
  for (const [namespace, kind] of Object.entries(NAMESPACE_KIND)) {
    queryClient.setQueryDefaults([[namespace]], policyFor(kind, connection));
  }
  for (const { path, kind } of PROCEDURE_KIND) {
    queryClient.setQueryDefaults([path], policyFor(kind, connection));
  }
}
