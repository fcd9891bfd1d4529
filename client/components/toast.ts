import type { ExternalToast, toast as sonnerToast } from 'sonner';
import { signal } from '../lib/signal.ts';

// Every toast goes through here. sonner is not part of the JavaScript a page loads before it is
// interactive (docs/performance/browser-budgets.md): <Toaster /> loads it once the first page has
// rendered and the browser is idle, or at the first toast asked for, which is shown as soon as
// sonner and the Toaster are ready.

type SonnerToast = typeof sonnerToast;
type Message = Parameters<SonnerToast['success']>[0];

const toasterReady = signal();

/** Called by <Toaster /> once it listens for toasts. */
export const toasterMounted = toasterReady.settle;

const firstToast = signal();
/** Settles at the first toast asked for: the Toaster does not wait for idle time then. */
export const firstToastAsked = firstToast.settled;

let sonner: Promise<SonnerToast> | null = null;
function show(present: (toast: SonnerToast) => void): void {
  firstToast.settle();
  sonner ??= Promise.all([import('sonner'), toasterReady.settled]).then(([module]) => module.toast);
  void sonner.then(present);
}

/** sonner's toast, for the calls Releia makes. */
export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show((t) => void t(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((t) => void t.success(message, data)),
    error: (message: Message, data?: ExternalToast) => show((t) => void t.error(message, data)),
    info: (message: Message, data?: ExternalToast) => show((t) => void t.info(message, data)),
    warning: (message: Message, data?: ExternalToast) => show((t) => void t.warning(message, data)),
  },
);

// docs/product/screens.md#toasts: every toast is titled 'Erro' (destructive style) or 'Sucesso!'. Features call
// these instead of sonner directly so the titles stay exact everywhere.

export function toastError(description: string): void {
  toast.error('Erro', { description });
}

export function toastSuccess(description: string): void {
  toast.success('Sucesso!', { description });
}
