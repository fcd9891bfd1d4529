// The client's date formats, one copy each. Each formatter is built on its first use: building a
// pt-BR formatter loads the locale's data (see shared/format.ts), and a module that needs one
// format should not pay for the others.

const formats = new Map<string, Intl.DateTimeFormat>();

function format(key: string, options: Intl.DateTimeFormatOptions, iso: string): string {
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('pt-BR', options);
    formats.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

/** '21/11/2026, 14:05' */
export function formatDateTime(iso: string): string {
  return format(
    'dateTime',
    { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    iso,
  );
}

/** '21/11/2026' */
export function formatNumericDate(iso: string): string {
  return format('numeric', { day: '2-digit', month: '2-digit', year: 'numeric' }, iso);
}

/** '21 de nov. de 2026' */
export function formatShortDate(iso: string): string {
  return format('short', { day: '2-digit', month: 'short', year: 'numeric' }, iso);
}
