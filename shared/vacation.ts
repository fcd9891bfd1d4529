import { brazilDay } from './brazil-time.ts';

// Modo férias (docs/product/vacation.md): the limits both sides check and the sentences both
// sides show, so the store page, the cart and the seller's panel say the same thing.

/** The longest message a closed store shows its visitors. */
export const VACATION_MESSAGE_MAX = 300;

/** How far ahead a return date may be: a closing longer than this is closing the store. */
export const VACATION_MAX_DAYS = 365;

/** What Minha Estante says of a book the closing took off sale. */
export const VACATION_BOOK_REASON = 'Livraria em férias: o livro volta à venda quando a livraria reabrir.';

/** '2027-01-10' as a reader reads it: '10/01/2027'. */
export function formatReturnDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The last return date a seller may choose on `today` (YYYY-MM-DD, Brasília). */
export function latestReturnDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + VACATION_MAX_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** Today's date in Brasília, the day the reopening job and the date field count from. */
export function vacationToday(now = new Date()): string {
  return brazilDay(now);
}

/**
 * Why a return date is refused, or null when it may be chosen: a real calendar day after today
 * and within VACATION_MAX_DAYS.
 */
export function returnDateProblem(day: string, today: string): string | null {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== day
  )
    return 'Data de volta inválida.';
  if (day <= today) return 'A data de volta deve ser depois de hoje.';
  if (day > latestReturnDate(today))
    return `A data de volta deve estar nos próximos ${VACATION_MAX_DAYS} dias.`;
  return null;
}

/** The line a closed store shows its visitors and a cart shows beside its books. */
export function vacationNotice(storeName: string, until: string | null): string {
  return until
    ? `${storeName} está em férias e volta em ${formatReturnDate(until)}.`
    : `${storeName} está em férias, sem data para voltar.`;
}
