import { slugify } from '../../shared/slug.ts';
import { workKey } from '../../shared/work-key.ts';
import { bookAuthorRows } from '../book-authors.ts';
import type { Executor } from '../client.ts';
import { REFERENCE_CATEGORIES } from '../reference-categories.ts';
import { describeBook } from './book-details.ts';
import { insertRows, stagedInserts } from './bulk.ts';
import { coverIndex, coverUrl } from './covers.ts';
import { CATEGORY_WEIGHTS } from './data.ts';
import {
  type BookRow,
  between,
  ChunkRows,
  DAY,
  FIRST_RANDOM,
  type Generator,
  geometric,
  HOUR,
  iso,
  location,
  SEED_EPOCH,
  type SeedUser,
} from './generator-state.ts';
import { fakeIsbn } from './identifiers.ts';
import { makeOrders } from './orders.ts';
import { bookTitle } from './titles.ts';

/** Categories the demo seller always lists in (the home carousels of docs/product/home.md#sections). */
const DEMO_SELLER_CATEGORIES = ['romance', 'ficcao-cientifica', 'tecnologia', 'biografias'];
const DEMO_SELLER_AVAILABLE = 24;
const DEMO_SELLER_SOLD = 3;
/** Books generated and inserted at a time, to bound memory. */
const BOOK_CHUNK = 5000;
/**
 * Works remembered per shelf (more in bigger data sets, so a work has a few copies, not hundreds),
 * and the share of later books that are copies of one of them.
 */
const worksPerShelf = (books: number) => Math.max(8, Math.round(books / 1000));
const REPRINT_SHARE = 0.25;

const CATEGORY_SLUGS = REFERENCE_CATEGORIES.map((c) => c.slug);
const CATEGORY_SLUG_WEIGHTS = CATEGORY_SLUGS.map((s) => CATEGORY_WEIGHTS[s] ?? 1);

interface BookOptions {
  status: 'available' | 'sold';
  withOrder: boolean;
  reader?: boolean;
  buyer?: number;
  review?: 'yes' | 'no';
}

export async function insertBooks(g: Generator, db: Executor): Promise<void> {
  const rng = g.rng;
  const total = g.options.books;
  const demoBooks = DEMO_SELLER_AVAILABLE + DEMO_SELLER_SOLD;
  // Books are written in creation order (rowid order follows created_at), which the order they
  // are generated in (by seller, at random dates) does not give.
  const books = await stagedInserts(db, 'books', ['created_at', 'id']);
  for (let start = 0; start < total; start += BOOK_CHUNK) {
    const chunk = new ChunkRows();
    const end = Math.min(total, start + BOOK_CHUNK);
    for (let b = start; b < end; b++) {
      if (b < demoBooks) demoSellerBook(g, b, chunk);
      else {
        const sellerIdx = g.randomSellers[g.sellerPicker?.pick(rng) ?? 0] ?? 1;
        const category = rng.weighted(CATEGORY_SLUGS, CATEGORY_SLUG_WEIGHTS);
        const roll = rng.float();
        const status = roll < 0.05 ? 'sold' : 'available';
        book(g, sellerIdx, category, chunk, { status, withOrder: status === 'sold' && rng.chance(0.7) });
      }
    }
    makeOrders(g, chunk);
    await insertChunk(db, chunk, books.insert);
    g.tick(end - start, 'livros');
  }
  g.tick(0, 'livros em ordem');
  await books.finish();
}

async function insertChunk(
  db: Executor,
  chunk: ChunkRows,
  insertBooks: (rows: ChunkRows['books']) => Promise<void>,
): Promise<void> {
  // Inserting in (user, book) order walks the views and likes indexes almost sequentially;
  // measured, it halves the time spent on views, the biggest table.
  chunk.views.sort(byUserThenBook);
  chunk.likes.sort(byUserThenBook);
  await insertBooks(chunk.books);
  await insertRows(db, 'book_authors', chunk.bookAuthors);
  await insertRows(db, 'likes', chunk.likes);
  await insertRows(db, 'views', chunk.views);
  await insertRows(db, 'orders', chunk.orders);
  await insertRows(db, 'order_items', chunk.orderItems);
  await insertRows(db, 'order_events', chunk.orderEvents);
  await insertRows(db, 'reviews', chunk.reviews);
}

/**
 * The demo seller's shelf: available books in the home-carousel categories first, then a few
 * sold ones, two of them bought by the demo reader (one reviewed, one left for her to review).
 */
function demoSellerBook(g: Generator, b: number, chunk: ChunkRows): void {
  const rng = g.rng;
  if (b < DEMO_SELLER_AVAILABLE) {
    const forced = b < DEMO_SELLER_CATEGORIES.length * 2 ? DEMO_SELLER_CATEGORIES[b % 4] : undefined;
    const category = forced ?? rng.weighted(CATEGORY_SLUGS, CATEGORY_SLUG_WEIGHTS);
    // The demo reader has liked and seen a handful of them.
    book(g, 1, category, chunk, { status: 'available', withOrder: false, reader: b % 5 === 0 });
    return;
  }
  const k = b - DEMO_SELLER_AVAILABLE;
  book(g, 1, DEMO_SELLER_CATEGORIES[k % DEMO_SELLER_CATEGORIES.length] ?? 'romance', chunk, {
    status: 'sold',
    withOrder: true,
    buyer: k < 2 ? 0 : undefined,
    review: k === 0 ? 'yes' : k === 1 ? 'no' : undefined,
  });
}

function book(g: Generator, sellerIdx: number, category: string, chunk: ChunkRows, opts: BookOptions): void {
  const rng = g.rng;
  const seller = g.users[sellerIdx];
  if (!seller) throw new Error(`vendedor ${sellerIdx} inexistente`);
  const categoryIndex = CATEGORY_SLUGS.indexOf(category);
  const d = describeBook(g, category, REFERENCE_CATEGORIES[categoryIndex]?.name ?? 'Outros');

  const from = Math.max(SEED_EPOCH - 365 * DAY, seller.createdMs + DAY);
  // A book with an order needs room for payment, shipping and delivery before the epoch.
  const to = opts.withOrder ? SEED_EPOCH - 30 * DAY : SEED_EPOCH - HOUR;
  const withOrder = opts.withOrder && from < to;
  const createdMs = between(rng, from, to);

  const id = rng.uuid();
  const cover = coverUrl(coverIndex(Math.max(0, categoryIndex), rng.int(0, g.variants - 1)));
  const audience = viewsAndLikes(g, sellerIdx, id, createdMs, opts.reader === true, chunk);

  const sold = opts.status === 'sold';
  const row: BookRow = {
    id,
    user_id: seller.id,
    title: bookTitle(rng, category, d.language),
    author: d.author,
    authors: JSON.stringify(d.authors),
    author_slug: slugify(d.author),
    publisher: d.publisher,
    publisher_slug: slugify(d.publisher),
    isbn: rng.chance(0.9) ? fakeIsbn(rng) : null,
    condition: d.condition,
    price_cents: d.priceCents,
    currency: 'BRL',
    description: d.description,
    genre: d.categoryName,
    category_id: g.categoryIds.get(category) ?? null,
    year: d.year,
    language: d.language,
    location: location(seller.city),
    photos: JSON.stringify([cover]),
    status: opts.status,
    status_reason: null,
    availability: sold ? 0 : 1,
    stock: sold ? 0 : 1,
    views_count: audience.views,
    likes_count: audience.likes,
    sales_count: 0,
    // Set by sameWorkAs, once the book knows which work it is.
    work_key: null,
    edition: d.edition,
    pages: d.pages,
    cover_type: rng.chance(0.85) ? 'brochura' : 'capa_dura',
    created_at: iso(createdMs),
    updated_at: sold && !withOrder ? iso(between(rng, createdMs, SEED_EPOCH)) : iso(createdMs),
  };
  const names = sameWorkAs(g, row, `${category}|${d.language}`, d.authors);
  chunk.books.push(row);
  chunk.bookAuthors.push(...bookAuthorRows(id, names));
  if (withOrder)
    chunk.pendingSales.push({ book: row, createdMs, sellerIdx, buyer: opts.buyer, review: opts.review });
}

/** Viewers first; likers are a subset of them, since one likes what one has seen. */
function viewsAndLikes(
  g: Generator,
  sellerIdx: number,
  bookId: string,
  createdMs: number,
  reader: boolean,
  chunk: ChunkRows,
): { views: number; likes: number } {
  const rng = g.rng;
  const poolSize = g.users.length - FIRST_RANDOM;
  const exclude = new Set<number>();
  if (sellerIdx >= FIRST_RANDOM) exclude.add(sellerIdx - FIRST_RANDOM);
  const roll = rng.float();
  let likeCount = roll < 0.42 ? 0 : roll < 0.99 ? 1 + geometric(rng, 2.5) : rng.int(60, 140);
  let viewCount = likeCount + geometric(rng, 2.5);
  viewCount = Math.min(viewCount, poolSize - exclude.size);
  likeCount = Math.min(likeCount, viewCount);
  const viewers = rng
    .sampleIndices(poolSize, viewCount, exclude)
    .map((k) => g.users[k + FIRST_RANDOM] as SeedUser);
  if (reader && g.users[0]) viewers.unshift(g.users[0]);
  const likers = reader ? viewers.slice(0, likeCount + 1) : viewers.slice(0, likeCount);
  for (const user of viewers) {
    chunk.views.push({
      user_id: user.id,
      book_id: bookId,
      ip_address: null,
      created_at: iso(between(rng, createdMs, SEED_EPOCH)),
    });
  }
  for (const user of likers) {
    chunk.likes.push({
      id: rng.uuid(),
      user_id: user.id,
      book_id: bookId,
      created_at: iso(between(rng, createdMs, SEED_EPOCH)),
    });
  }
  return { views: viewers.length, likes: likers.length };
}

/**
 * Several sellers list copies of the same works, as on any used-book market, so 'Mais Vendidos'
 * has sold works with copies still on sale (docs/product/best-sellers.md#demo-data). The first
 * works of a shelf are remembered; a later book of the shelf is sometimes another copy of one.
 */
function sameWorkAs(g: Generator, row: BookRow, shelf: string, names: string[]): string[] {
  const works = g.shelves.get(shelf) ?? [];
  g.shelves.set(shelf, works);
  const reprint = works.length > 0 && g.workRng.chance(REPRINT_SHARE);
  const work = reprint ? g.workRng.pick(works) : undefined;
  if (work) {
    if (row.description) row.description = row.description.replaceAll(row.author, work.columns.author);
    Object.assign(row, work.columns);
  } else if (works.length < worksPerShelf(g.options.books)) {
    const { title, author, authors, author_slug, publisher, publisher_slug, isbn } = row;
    const columns = { title, author, authors, author_slug, publisher, publisher_slug, isbn: isbn ?? null };
    works.push({ columns, names });
  }
  row.work_key = workKey(row);
  return work ? work.names : names;
}

function byUserThenBook(a: { user_id: string; book_id: string }, b: { user_id: string; book_id: string }) {
  if (a.user_id !== b.user_id) return a.user_id < b.user_id ? -1 : 1;
  return a.book_id < b.book_id ? -1 : a.book_id > b.book_id ? 1 : 0;
}
