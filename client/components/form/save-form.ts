import { isOfflineError, OFFLINE_ACTION_MESSAGE } from '../../lib/offline-link.ts';
import { toast } from '../toast.ts';

type CheckedForm<T> = {
  validate: () => T | null;
  showServerErrors: (error: unknown) => boolean;
};

/**
 * A form's submit after the browser's own is prevented: checks the values, saves them, and says
 * how it went. A refusal shows its field errors beside their fields, and a toast says `failed`
 * when given, else the server's message when no field took it. Resolves true once saved.
 */
export async function saveForm<T>(
  form: CheckedForm<T>,
  save: (data: T) => Promise<unknown>,
  messages: { saved: string; failed?: string },
): Promise<boolean> {
  const data = form.validate();
  if (!data) return false;
  try {
    await save(data);
  } catch (error) {
    const shown = form.showServerErrors(error);
    if (messages.failed !== undefined) toast.error('Erro', { description: messages.failed });
    else if (!shown) toast.error('Erro', { description: (error as Error).message });
    return false;
  }
  toast.success('Sucesso!', { description: messages.saved });
  return true;
}

/**
 * saveForm's twin for the sign-in and recovery screens, where a refusal is said once, in one line
 * beside the form, never as a toast (docs/product/accounts.md#sign-in): clears the line, checks the
 * values and sends them. A refusal goes through `describe`, which returns the line to show, or
 * null when it dealt with the refusal itself (a field error shown, another screen). Resolves true
 * once sent.
 */
export async function sendForm<T>(
  form: Pick<CheckedForm<T>, 'validate'>,
  send: (data: T) => Promise<unknown>,
  refusal: { show: (line: string | null) => void; describe: (error: unknown) => string | null },
): Promise<boolean> {
  refusal.show(null);
  const data = form.validate();
  if (!data) return false;
  try {
    await send(data);
    return true;
  } catch (error) {
    const line = refusal.describe(error);
    if (line !== null) refusal.show(line);
    return false;
  }
}

/** The line for a refusal: that the action needs the network when offline, else `line`. */
export function offlineOr(error: unknown, line: string): string {
  return isOfflineError(error) ? OFFLINE_ACTION_MESSAGE : line;
}
