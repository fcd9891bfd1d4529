import type { BookCondition } from '../schema.ts';
import {
  AUTHORS_BY_CATEGORY,
  BOOK_SENTENCES,
  CONDITION_SENTENCES,
  ENGLISH_AUTHORS,
  ENGLISH_PUBLISHERS,
  GENERATED_AUTHOR_SHARE,
  PUBLISHERS_BY_CATEGORY,
  SPANISH_AUTHORS,
  SPANISH_PUBLISHERS,
} from './data.ts';
import { type Generator, normal } from './generator-state.ts';
import type { Rng } from './random.ts';

const CONDITIONS: BookCondition[] = ['novo', 'usado_otimo', 'usado_bom', 'usado_aceitavel'];
const CONDITION_WEIGHTS = [10, 35, 40, 15];
/** Categories where an imported edition in English or Spanish is common on a sebo shelf. */
const IMPORTED = new Set([
  'romance',
  'literatura-classica',
  'ficcao-cientifica',
  'policial-suspense-misterio',
  'terror-horror',
  'lgbtq',
]);
/** Earliest plausible edition year by category (nobody sells a 1970 TypeScript book). */
const MIN_YEAR: Record<string, number> = {
  tecnologia: 2008,
  preparatorios: 2012,
  'livros-didaticos': 2005,
  direito: 2005,
  medicina: 2000,
  'mangas-graphic-novels': 1990,
  negocios: 1985,
};
/** Typical used price in reais by category; specialised books cost more. */
const BASE_PRICE: Record<string, number> = {
  tecnologia: 70,
  medicina: 110,
  direito: 90,
  dicionarios: 45,
  'livros-didaticos': 40,
  preparatorios: 45,
  'artes-musica': 55,
  'moda-design': 60,
  'mangas-graphic-novels': 25,
  hqs: 30,
  'literatura-infantil': 20,
};

type Language = 'pt' | 'en' | 'es';

/** What a seeded book says about itself, drawn in this order from the main stream. */
export interface BookDetails {
  categoryName: string;
  language: Language;
  author: string;
  authors: string[];
  publisher: string;
  condition: BookCondition;
  priceCents: number;
  year: number;
  pages: number;
  edition: string;
  description: string;
}

export function describeBook(g: Generator, category: string, categoryName: string): BookDetails {
  const rng = g.rng;
  const language = IMPORTED.has(category) ? rng.weighted(['pt', 'en', 'es'] as const, [85, 10, 5]) : 'pt';
  const authors = pickAuthors(g, category, language);
  const author = authors[0] as string;
  const publisher =
    language === 'en'
      ? rng.pick(ENGLISH_PUBLISHERS)
      : language === 'es'
        ? rng.pick(SPANISH_PUBLISHERS)
        : rng.pick(PUBLISHERS_BY_CATEGORY[category] ?? PUBLISHERS_BY_CATEGORY.default ?? ['Record']);
  const condition = rng.weighted(CONDITIONS, CONDITION_WEIGHTS);
  const priceCents = bookPrice(rng, category, condition);
  const year = editionYear(rng, category);
  const pages = pageCount(rng, category);
  const edition = `${rng.chance(0.55) ? 1 : rng.int(2, 12)}ª edição`;
  const description = bookDescription(rng, condition, author, categoryName);
  return {
    categoryName,
    language,
    author,
    authors,
    publisher,
    condition,
    priceCents,
    year,
    pages,
    edition,
    description,
  };
}

function pickAuthors(g: Generator, category: string, language: Language): string[] {
  const rng = g.rng;
  let author: string;
  if (language === 'es') author = rng.pick(SPANISH_AUTHORS);
  else if (language === 'en') author = rng.pick(ENGLISH_AUTHORS);
  else if (rng.chance(GENERATED_AUTHOR_SHARE[category] ?? 0) || !AUTHORS_BY_CATEGORY[category])
    author = rng.pick(g.authorPool);
  else author = rng.pick(AUTHORS_BY_CATEGORY[category] ?? g.authorPool);
  const authors = [author];
  if (GENERATED_AUTHOR_SHARE[category] !== undefined && rng.chance(0.1)) {
    const coauthor = rng.pick(g.authorPool);
    if (coauthor !== author) authors.push(coauthor);
  }
  return authors;
}

function bookPrice(rng: Rng, category: string, condition: BookCondition): number {
  const conditionFactor = condition === 'novo' ? 1.3 : condition === 'usado_aceitavel' ? 0.7 : 1;
  const reais = Math.exp(Math.log(BASE_PRICE[category] ?? 32) + normal(rng) * 0.45) * conditionFactor;
  // Prices end in ,90 or ,00 as sellers write them.
  const rounded = Math.round(reais) * 100 - (rng.chance(0.6) ? 10 : 0);
  return Math.min(25_000, Math.max(800, rounded));
}

/** Most used books are recent editions; classics are spread over the whole range. */
function editionYear(rng: Rng, category: string): number {
  const minYear = MIN_YEAR[category] ?? 1950;
  return category === 'literatura-classica'
    ? rng.int(minYear, 2026)
    : 2026 - Math.floor(rng.float() ** 2 * (2027 - minYear));
}

function pageCount(rng: Rng, category: string): number {
  return category === 'literatura-infantil'
    ? rng.int(12, 64)
    : category === 'hqs' || category === 'mangas-graphic-novels'
      ? rng.int(48, 240)
      : category === 'dicionarios'
        ? rng.int(300, 1200)
        : rng.int(96, 720);
}

function bookDescription(rng: Rng, condition: BookCondition, author: string, categoryName: string): string {
  const sentences = [rng.pick(CONDITION_SENTENCES[condition] ?? ['Bom estado.'])];
  for (let s = rng.int(0, 2); s > 0; s--) {
    const sentence = rng
      .pick(BOOK_SENTENCES)
      .replace('{a}', author)
      .replace('{c}', categoryName.toLowerCase());
    if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  return sentences.join(' ');
}
