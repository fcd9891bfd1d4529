// Releia's community lives in Brazil, and a day in its reports is a day on the clock there:
// an order placed at 22:00 in Brasília belongs to that evening, not to the next UTC day. Brasília
// time (America/Sao_Paulo) is the legal time of most of the country and of the admins reading
// the reports (docs/product/admin.md#sales-by-day).
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAZIL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) that an instant falls on in Brasília. */
export function brazilDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The `count` consecutive calendar days ending on `lastDay` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: BRAZIL_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

/** '02/12': the day an instant falls on in Brasília. */
export function brazilDayMonth(iso: string): string {
  return dayMonth.format(new Date(iso));
}
