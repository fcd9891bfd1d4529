// The client's date formats, one per kind (docs/product/glossary.md#dates-and-times): a screen
// that shows a day or a moment takes it from here, so that '28/11/2026' never sits beside '28 de
// nov. de 2026'. They are pt-BR's numeric forms, written out from the date's own fields: no
// Intl formatter to build, so no locale data to load (docs/decisions/016-shorter-first-load-tasks.md),
// and few enough bytes for the offline banner, in the home page's entry script, to use them.

const two = (n: number) => String(n).padStart(2, '0');

/** A day: '21/11/2026', in the reader's time zone. */
export function formatDay(when: string | number): string {
  const d = new Date(when);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** An hour of a day already told: '14:05'. */
export function formatHour(when: string | number): string {
  const d = new Date(when);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** A moment: '21/11/2026 às 14:05'. */
export function formatMoment(when: string | number): string {
  return `${formatDay(when)} às ${formatHour(when)}`;
}
