import { toast, toastError } from './toast.ts';

/**
 * Copies a code people paste elsewhere (a tracking code, a Pix code) and says so; when the browser
 * refuses the clipboard, the toast shows the text to copy by hand.
 */
export async function copyText(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toastError(`Não foi possível copiar o código. Copie-o daqui: ${text}`);
  }
}
