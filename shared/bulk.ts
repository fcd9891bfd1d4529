import { MAX_PRICE } from './schemas/books.ts';

// Many books at once in Minha Estante (docs/product/selling.md#many-books-at-once): the limits
// both sides check and the sentences both sides show.

/** The most books one bulk change takes; the page refuses a larger selection before asking. */
export const BULK_MAX_BOOKS = 500;

/** A percentage change lowers a price by at most this much, or raises it by at most BULK_MAX_RAISE. */
export const BULK_MAX_CUT = 90;
export const BULK_MAX_RAISE = 200;

export const BULK_KINDS = ['percent', 'price', 'pause', 'relist', 'remove'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

/** What Minha Estante says of a book its seller paused. */
export const PAUSED_BOOK_REASON = 'Pausado por você.';

/** Why a selected book was left as it was. */
export const BULK_SKIP_REASONS = {
  not_found: 'não encontrado entre os seus livros',
  sold: 'já vendido',
  reserved: 'reservado em uma compra',
  moderated: 'oculto pela equipe do Releia',
  not_on_sale: 'não está à venda',
  not_paused: 'não está pausado',
  above_max: `o novo preço passaria de R$ ${MAX_PRICE.toLocaleString('pt-BR')},00`,
} as const;
export type BulkSkipReason = keyof typeof BULK_SKIP_REASONS;

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The confirm dialog's question: 'Alterar o preço de 37 livros?'. */
export function bulkQuestion(kind: BulkKind, count: number): string {
  const books = plural(count, 'livro', 'livros');
  return {
    percent: `Alterar o preço de ${books}?`,
    price: `Alterar o preço de ${books}?`,
    pause: `Pausar ${books}?`,
    relist: `Reativar ${books}?`,
    remove: `Remover ${books}?`,
  }[kind];
}

/** The answer's sentence: what changed, then each reason some were left as they were. */
export function bulkSummary(
  kind: BulkKind,
  changed: number,
  skipped: ReadonlyArray<{ reason: BulkSkipReason; count: number }>,
): string {
  const verb = {
    percent: ['teve o preço alterado', 'tiveram o preço alterado'],
    price: ['teve o preço alterado', 'tiveram o preço alterado'],
    pause: ['foi pausado', 'foram pausados'],
    relist: ['voltou à venda', 'voltaram à venda'],
    remove: ['foi removido', 'foram removidos'],
  }[kind];
  const head = `${plural(changed, 'livro', 'livros')} ${changed === 1 ? verb[0] : verb[1]}.`;
  if (skipped.length === 0) return head;
  const rest = skipped.map((s) => `${s.count} ${BULK_SKIP_REASONS[s.reason]}`).join('; ');
  return `${head} Ficaram como estavam: ${rest}.`;
}

/** A price after a percentage change, in cents, rounded to the cent. */
export function priceAfterPercent(cents: number, percent: number): number {
  return Math.round((cents * (100 + percent)) / 100);
}
