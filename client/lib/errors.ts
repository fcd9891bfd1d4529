import { toast } from '../components/toast.ts';
import { isOfflineError, OFFLINE_ACTION_MESSAGE } from './offline-link.ts';

// Refusals from the server carry their toast title in `error.data.title` and the sentence the
// person reads as the message (server/errors.ts). Anything else (a crash, a dropped connection)
// gets the caller's fallback, since its message is not written for people.

interface ErrorData {
  code?: string;
  title?: string | null;
  fieldErrors?: Record<string, string> | null;
}

function dataOf(error: unknown): ErrorData | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ErrorData) : null;
}

const OFFLINE_TITLE = 'Você está offline';
/** One toast however many actions failed for being offline (sonner replaces a toast by id). */
const OFFLINE_TOAST_ID = 'offline-action';

/** Says that an action needs the network (client/lib/trpc.ts calls it for every such failure). */
export function toastOffline(): void {
  toast.error(OFFLINE_TITLE, { id: OFFLINE_TOAST_ID, description: OFFLINE_ACTION_MESSAGE });
}

/** Title and description a refusal should be shown with, or the fallbacks. */
export function errorToast(
  error: unknown,
  fallbackTitle: string,
  fallbackDescription: string,
): { title: string; description: string } {
  if (isOfflineError(error)) return { title: OFFLINE_TITLE, description: OFFLINE_ACTION_MESSAGE };
  const message = refusalMessage(error, null);
  if (message === null) return { title: fallbackTitle, description: fallbackDescription };
  return { title: dataOf(error)?.title || fallbackTitle, description: message };
}

/** The sentence a refusal carries, or the fallback for crashes and dropped connections. */
export function refusalMessage<F extends string | null>(error: unknown, fallback: F): string | F {
  const code = dataOf(error)?.code;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!code || code === 'INTERNAL_SERVER_ERROR' || !message) return fallback;
  return message;
}

/** Shows `error` as a destructive toast (see errorToast). */
export function toastFromError(error: unknown, fallbackTitle: string, fallbackDescription: string): void {
  if (isOfflineError(error)) {
    toastOffline();
    return;
  }
  const { title, description } = errorToast(error, fallbackTitle, fallbackDescription);
  toast.error(title, { description });
}

/** The server's code for a tRPC error ('CONFLICT', 'UNAUTHORIZED'...), or null. */
export function errorCode(error: unknown): string | null {
  return dataOf(error)?.code ?? null;
}

/** The toast title the server gave a refusal ('Item já no carrinho'), or null. */
export function errorTitle(error: unknown): string | null {
  return dataOf(error)?.title ?? null;
}

/** Field errors of a refused input, keyed by path ('delivery.cep'). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return dataOf(error)?.fieldErrors ?? {};
}
