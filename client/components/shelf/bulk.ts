import { useState } from 'react';
import { foldText } from '../../../shared/accents.ts';
import { BULK_MAX_BOOKS, type BulkKind } from '../../../shared/bulk.ts';
import { type BulkInput, bulkInput } from '../../../shared/schemas/bulk.ts';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once): the selection
// and the form's values turned into the server's input, checked by the same schema.

export const BULK_LABELS: Record<BulkKind, string> = {
  percent: 'Alterar o preço em %',
  price: 'Definir um preço',
  pause: 'Pausar',
  relist: 'Reativar',
  remove: 'Remover',
};

/** The input for books.bulk, or the first message to show beside the form. */
export function bulkRequest(
  ids: readonly string[],
  kind: BulkKind,
  value: string,
): { input: BulkInput; error?: undefined } | { input?: undefined; error: string } {
  if (ids.length > BULK_MAX_BOOKS) return { error: `Selecione no máximo ${BULK_MAX_BOOKS} livros por vez.` };
  const trimmed = value.trim().replace(/%$/, '').trim();
  const action =
    kind === 'percent'
      ? { kind, percent: trimmed === '' ? Number.NaN : Number(trimmed.replace(',', '.')) }
      : kind === 'price'
        ? { kind, price: trimmed }
        : { kind };
  const parsed = bulkInput.safeParse({ ids: [...ids], action });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Verifique os dados.' };
  return { input: { ids: [...ids], action } as BulkInput };
}

/** Which of the tab's books are selected; a book that left the tab leaves the selection. */
export function useBulkSelection(visibleIds: readonly string[]) {
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const selected = visibleIds.filter((id) => picked.has(id));
  return {
    selected,
    isSelected: (id: string) => picked.has(id),
    toggle: (id: string) =>
      setPicked((p) => {
        const next = new Set(p);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (on: boolean) => setPicked(on ? new Set(visibleIds) : new Set()),
    clear: () => setPicked(new Set()),
  };
}

export type BulkSelection = ReturnType<typeof useBulkSelection>;

/** Whether a book matches the shelf's filter: words of its title or author, accents and case aside. */
export function matchesShelfFilter(book: { title: string; author: string }, filter: string): boolean {
  const words = foldText(filter).split(/\s+/).filter(Boolean);
  const text = foldText(`${book.title} ${book.author}`);
  return words.every((w) => text.includes(w));
}
