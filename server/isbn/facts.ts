import type { IsbnFacts } from '../../shared/schemas/isbn.ts';
import type { ProviderFacts } from './providers.ts';

// A provider's facts cut to what the add-book form accepts (shared/schemas/books.ts), so a filled
// form saves as it is: catalogue records in capitals read as the seller would type them.

/** Words a name or title keeps in lower case when turned from capitals. */
const SMALL_WORDS = new Set([
  'a',
  'as',
  'o',
  'os',
  'da',
  'das',
  'de',
  'do',
  'dos',
  'e',
  'em',
  'na',
  'no',
  'para',
  'por',
  'com',
  'y',
  'of',
  'the',
  'and',
]);

/** 'MACHADO DE ASSIS' → 'Machado de Assis'; text with any lower case letter is left as written. */
function unshout(value: string): string {
  if (value !== value.toLocaleUpperCase('pt-BR') || value === value.toLocaleLowerCase('pt-BR')) return value;
  return value
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word) ? word : (word[0]?.toLocaleUpperCase('pt-BR') ?? '') + word.slice(1),
    )
    .join(' ');
}

function cut(value: string | null, max: number): string | null {
  const clean = value?.replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A synopsis keeps its paragraphs; tags some catalogues send are dropped. */
function synopsisOf(value: string | null): string | null {
  const clean = value
    ?.replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*\n\s*/g, '\n\n')
    .trim();
  if (!clean) return null;
  return clean.length <= 5000 ? clean : `${clean.slice(0, 4999).trimEnd()}…`;
}

const within = (n: number | null, min: number, max: number) =>
  n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;

export function tidyFacts(isbn: string, f: ProviderFacts, now = new Date()): Omit<IsbnFacts, 'coverPhoto'> {
  const authors = f.authors.flatMap((a) => {
    const name = cut(a, 120);
    return name ? [unshout(name)] : [];
  });
  return {
    isbn,
    title: unshout(cut(f.title, 200) ?? ''),
    subtitle: f.subtitle ? unshout(cut(f.subtitle, 200) ?? '') || null : null,
    authors: [...new Set(authors)].slice(0, 10),
    publisher: f.publisher ? unshout(cut(f.publisher, 120) ?? '') || null : null,
    year: within(f.year, 1450, now.getFullYear() + 1),
    pages: within(f.pages, 1, 20000),
    language: f.language && /^[a-z]{2,3}$/.test(f.language) ? f.language : null,
    synopsis: synopsisOf(f.synopsis),
  };
}
