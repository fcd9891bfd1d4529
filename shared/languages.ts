/** The language names a person reads and writes, by the code a book keeps: the book pages and the spreadsheets name them alike. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  pt: 'Português',
  en: 'Inglês',
  es: 'Espanhol',
  fr: 'Francês',
  de: 'Alemão',
  it: 'Italiano',
  ja: 'Japonês',
  la: 'Latim',
};
