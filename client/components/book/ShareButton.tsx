import { Share2 } from 'lucide-react';
import { toast, toastError } from '../toast.ts';

/** The book's public address: the canonical path on this site's origin. */
export function shareUrl(path: string): string {
  return `${window.location.origin}${path}`;
}

/**
 * Share: the system share sheet where the browser has one, else the link is copied with the
 * toast of docs/product/book-page.md#share: 'Link copiado!' / 'O link foi copiado para sua área
 * de transferência.'.
 */
export function ShareButton({ title, text, path }: { title: string; text: string; path: string }) {
  const share = async () => {
    const url = shareUrl(path);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is not an error; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado!', { description: 'O link foi copiado para sua área de transferência.' });
    } catch {
      toastError(`Não foi possível copiar o link. Copie este endereço: ${url}`);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      className="inline-flex items-center gap-2 rounded-full border border-stone-300 bg-white px-4 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100"
    >
      <Share2 aria-hidden="true" className="size-4" />
      Compartilhar
    </button>
  );
}
