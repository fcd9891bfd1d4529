import { afterEach, beforeEach } from 'vitest';
import type { BookCondition } from '../../db/schema.ts';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from './db.ts';
import { createBook, createUser } from './factories.ts';

// A fresh database per search test, with one verified seller and the shortcuts the search tests
// share: a book with the fields search reads, and search.books by query.

export interface SearchBookOpts {
  title: string;
  author?: string;
  coauthors?: string[];
  genre?: string | null;
  description?: string | null;
  publisher?: string | null;
  priceCents?: number;
  condition?: BookCondition;
  categoryId?: number | null;
  createdAt?: string;
  status?: 'available' | 'sold' | 'hidden' | 'removed';
  sellerId?: string;
}

type SearchQuery = { q: string } & Record<string, unknown>;

export interface SearchWorld {
  /** This test's database. */
  readonly t: TestDb;
  /** This test's seller, verified. */
  readonly seller: SessionUser;
  book(opts: SearchBookOpts): Promise<string>;
  search(input: SearchQuery): ReturnType<ReturnType<typeof callerFor>['search']['books']>;
  titles(input: SearchQuery): Promise<string[]>;
}

/** Registers the per-test database and gives the shortcuts (call once, at a test file's top). */
export function searchWorld(): SearchWorld {
  let t: TestDb | undefined;
  let seller: SessionUser | undefined;
  beforeEach(async () => {
    t = await createTestDb();
    seller = await createUser(t.db, { name: 'Sebo da Esquina', verified: true });
  });
  afterEach(() => t?.close());
  const world: SearchWorld = {
    get t() {
      if (!t) throw new Error('searchWorld: no test is running');
      return t;
    },
    get seller() {
      if (!seller) throw new Error('searchWorld: no test is running');
      return seller;
    },
    async book(opts) {
      const id = await createBook(world.t.db, opts.sellerId ?? world.seller.id, opts);
      await world.t.db
        .updateTable('books')
        .set({
          genre: opts.genre ?? null,
          description: opts.description ?? null,
          publisher: opts.publisher ?? null,
        })
        .where('id', '=', id)
        .execute();
      return id;
    },
    search: (input) => callerFor(world.t).search.books(input as { q: string }),
    titles: async (input) => (await world.search(input)).items.map((b) => b.title),
  };
  return world;
}
