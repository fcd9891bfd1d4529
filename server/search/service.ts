import type { DB } from '../../db/client.ts';
import type { SearchInput } from '../../shared/schemas/search.ts';
import { slugify } from '../../shared/slug.ts';
import { type BookCard, cardQuery, onlyListed, toBookCard } from '../catalog/index.ts';
import { decodeOffset, offsetPage } from '../sql/index.ts';
import { didYouMean } from './did-you-mean.ts';
import { searchEngineFor } from './engine.ts';
import type { SearchFilters } from './filters.ts';
import { isbnQuery, isbnWindow } from './isbn.ts';
import { normalizeQuery, searchableQuery } from './normalize.ts';
import { MAX_WORK_OFFSET, type WorkCopies, withCopies, worksWindow } from './works.ts';

/** A work of the results: its best copy's card, its copies and their lowest price. */
export type WorkCard = BookCard & WorkCopies;

export interface SearchPage {
  items: WorkCard[];
  nextCursor: string | null;
  /** Every listed book matching the query and filters, for 'N livros'; SEARCH_COUNT_LIMIT when `moreThan`. */
  total: number;
  /** More books match than search counts (shared/search-limits.ts): the page says 'mais de 10 000 livros'. */
  moreThan: boolean;
  /** For a first page that found nothing: corrected queries that find books ('Você quis dizer'). */
  didYouMean: string[];
}

/** The card columns of the listed books among `ids` (the card query of server/catalog/cards.ts). */
function listedCards(db: DB, ids: string[]) {
  return onlyListed(cardQuery(db)).where('books.id', 'in', ids).execute();
}

/**
 * The genre filter (docs/product/search.md#filters): the client sends the category's slug, as in
 * the URL's `genero`; a search saved before may hold a name. Either way it matches the books of
 * that category and the books whose own genre is the category's name, accents aside.
 */
async function genreFilter(db: DB, genre: string | undefined): Promise<Partial<SearchFilters>> {
  if (!genre || !normalizeQuery(genre)) return {};
  return genreFilterOf(await db.selectFrom('categories').select(['id', 'name', 'slug']).execute(), genre);
}

/** genreFilter over categories already read (saved searches match many books with one read). */
export function genreFilterOf(
  categories: readonly { id: number; name: string; slug: string }[],
  genre: string | undefined | null,
): Partial<SearchFilters> {
  const given = genre ? normalizeQuery(genre) : '';
  if (!given) return {};
  const slug = slugify(genre ?? '');
  const named = categories.find((c) => c.slug === slug)?.name;
  const wanted = named === undefined ? given : normalizeQuery(named);
  const ids = new Set(
    categories.filter((c) => normalizeQuery(c.name) === wanted || c.slug === slug).map((c) => c.id),
  );
  return { genre: wanted, genreCategoryIds: ids };
}

/** search.books: one page over every listed book (docs/product/search.md#results). */
export async function searchBooks(db: DB, input: SearchInput): Promise<SearchPage> {
  // Results are ranked per query, so the position is what a cursor resumes at.
  const offset = decodeOffset(input.cursor, MAX_WORK_OFFSET);
  const query = searchableQuery(input.q);
  if (query === null) return { items: [], nextCursor: null, total: 0, moreThan: false, didYouMean: [] };
  const filters: SearchFilters = {
    condition: input.condition,
    // Reais in, cents in the search rows; inclusive bounds.
    minCents: input.minPrice === undefined ? undefined : Math.round(input.minPrice * 100),
    maxCents: input.maxPrice === undefined ? undefined : Math.round(input.maxPrice * 100),
    ...(await genreFilter(db, input.genre)),
  };
  const options = { sort: input.sort, filters, offset, limit: input.limit + 1 };
  const isbn = isbnQuery(input.q);
  const engine = searchEngineFor(db);
  const result = await worksWindow(
    db,
    (opts) => (isbn ? isbnWindow(db, isbn, opts) : engine.search(query, opts)),
    options,
  );
  const { items: pageIds, nextCursor } = offsetPage(result.ids, input.limit, offset);
  const rows = pageIds.length ? await listedCards(db, pageIds) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  // The engine's tables are written in each book's own transaction; a book sold since it read them is left out.
  const cards = pageIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toBookCard(row)] : [];
  });
  const items = await withCopies(db, cards, result.works, filters);
  // Only a first page that found nothing pays for corrections.
  const corrections =
    result.total === 0 && offset === 0 && !isbn ? await didYouMean(db, engine, query, filters) : [];
  return { items, nextCursor, total: result.total, moreThan: result.moreThan, didYouMean: corrections };
}

/** search.suggest: titles and authors for the search box. */
export async function suggestBooks(db: DB, q: string, limit: number) {
  const query = searchableQuery(q);
  return query === null ? [] : searchEngineFor(db).suggest(query, limit);
}
