import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toast } from '../components/toast.ts';
import { savedDataNotes } from './offline-link.ts';
import { once } from './once.ts';
import { offlineStore, trpc } from './trpc.ts';

// Built once, on first use: every card asks for the reader, and each build walks tRPC's proxies.
const meOptions = once(() => trpc.accounts.me.queryOptions());

/** The signed-in user (or null for visitors), shared by every component through React Query. */
export function useCurrentUser() {
  const query = useQuery(meOptions());
  return { user: query.data ?? null, isLoading: query.isLoading };
}

export type CurrentUser = NonNullable<ReturnType<typeof useCurrentUser>['user']>;

/** Which ways in the login screen offers: Google (when configured) and password sign-up. */
export function useAuthOptions() {
  return useQuery(trpc.accounts.options.queryOptions());
}

// Other open tabs follow a sign-in or sign-out (docs/product/accounts.md#sign-out): each tab
// refreshes its cached data and re-runs the route guards.
const CHANNEL = 'releia-session';
// A tab hears its own announcements too (another BroadcastChannel object of the same page): it
// has already refreshed, and a second reset would cancel the reads of the page it went on to.
const THIS_TAB = Math.random().toString(36).slice(2);
type SessionEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'USER_UPDATED';

function announce(event: SessionEvent) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ event, tab: THIS_TAB });
  channel.close();
}

async function refreshEverything(queryClient: QueryClient, router: ReturnType<typeof useRouter>) {
  // Reset, not just invalidate: data fetched as the previous user must not linger anywhere.
  savedDataNotes.reset();
  await queryClient.resetQueries();
  await router.invalidate();
}

/**
 * Data saved for offline reading was read as the previous user (their name, their recently
 * viewed books): on a shared computer the next person must not see it.
 */
async function forgetSavedData() {
  savedDataNotes.reset();
  await offlineStore.clear();
}

/** After this tab signs in or out: fresh data here, then tell the other tabs. */
export function useAuthChanged() {
  const queryClient = useQueryClient();
  return async (event: SessionEvent) => {
    await forgetSavedData();
    await queryClient.resetQueries();
    announce(event);
  };
}

// One listener per tab, however many components call useSessionSync.
let listening = 0;

/**
 * Keeps this tab in step with sign-ins and sign-outs in other tabs. Call once near the root
 * (the header); calling it more than once is harmless.
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined' || listening > 0) return;
    listening += 1;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      const from = (message.data as { tab?: unknown } | null)?.tab;
      if (from !== THIS_TAB) void refreshEverything(queryClient, router);
    };
    return () => {
      listening -= 1;
      channel.close();
    };
  }, [queryClient, router]);
}

/**
 * What this tab does once the server has ended the session (Sair, or a deleted account:
 * docs/product/data-rights.md#deletion): forget the user and their saved data, tell the other
 * tabs, leave for `to` and refresh.
 */
export function useSignedOut(to: '/auth' | '/' = '/auth') {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  return async () => {
    // Known signed out before leaving, so /auth does not bounce us back as a signed-in visitor
    // and signed-in pages do not refetch as a visitor on the way out.
    queryClient.setQueryData(trpc.accounts.me.queryKey(), null);
    await forgetSavedData();
    announce('SIGNED_OUT');
    await navigate({ to });
    await refreshEverything(queryClient, router);
  };
}

/** Sair: ends every session of the user, then refreshes cached data and goes to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const signedOut = useSignedOut();
  const mutation = useMutation(
    trpc.accounts.logout.mutationOptions({
      // Signed out here before the server hears of it: a signed-in query started meanwhile (a card
      // whose code has just arrived) would reach a session that no longer exists and get a 401.
      onMutate: async () => {
        await queryClient.cancelQueries();
        const previous = queryClient.getQueryData(meOptions().queryKey) ?? null;
        queryClient.setQueryData(meOptions().queryKey, null);
        return { previous };
      },
      onSuccess: signedOut,
      onError: (error, _input, context) => {
        // Already signed out (in another tab, or the session expired): that is what was asked.
        if (error.data?.code === 'UNAUTHORIZED') return void signedOut();
        // Still signed in: the reader comes back as they were.
        queryClient.setQueryData(meOptions().queryKey, context?.previous ?? null);
        toast.error('Erro', { description: 'Erro ao fazer logout.' });
      },
    }),
  );
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
