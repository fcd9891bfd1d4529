import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeIsbnsAsIsbn13 } from '../../db/migrations/2026-11-29T1000_isbn_lookups.ts';
import { checkedIsbn13 } from '../../server/catalog/detail.ts';
import type { SessionUser } from '../../server/context.ts';
import { isbn13FromTyped } from '../../shared/isbn.ts';
import { ISBN_INVALID } from '../../shared/schemas/books.ts';
import { bookHead } from '../../shared/seo-pages.ts';
import { workKey } from '../../shared/work-key.ts';
import { callerFor, type TestDb } from '../helpers/db.ts';
import { createBook, eligibleSellerDb } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// The ISBN checked (docs/product/listing.md#the-isbn): one rule for what a person types, an
// ISBN-13 stored, and search and works treating both forms as the same book.

let t: TestDb;
let seller: SessionUser;
beforeEach(async () => {
  ({ t, seller } = await eligibleSellerDb());
});
afterEach(() => t.close());

const valid = {
  title: 'O Cortiço',
  author: 'Aluísio Azevedo',
  price: '25,00',
  condition: 'usado_bom' as const,
};
const storedIsbn = async (id: string) =>
  (await t.db.selectFrom('books').select('isbn').where('id', '=', id).executeTakeFirstOrThrow()).isbn;

describe('isbn13FromTyped', () => {
  it('gives the ISBN-13 of an ISBN-10 or ISBN-13 whose check holds, hyphens, spaces and x allowed', () => {
    expect(isbn13FromTyped('978-85-359-0277-8')).toBe('9788535902778');
    expect(isbn13FromTyped(' 978 85 359 0277 8 ')).toBe('9788535902778');
    expect(isbn13FromTyped('85-359-0277-5')).toBe('9788535902778');
    expect(isbn13FromTyped('0-8044-2957-x')).toBe('9780804429573');
    expect(isbn13FromTyped('979-10-90636-07-1')).toBe('9791090636071');
  });

  it('refuses a wrong check digit, a wrong length, a prefix other than 978/979 and letters', () => {
    for (const typed of [
      '978-85-359-0277-1',
      '85-359-0277-4',
      '97885359027',
      '9778535902778',
      '85359O2775',
      '',
    ])
      expect(isbn13FromTyped(typed), typed).toBeNull();
  });
});

describe('books.create and books.update with an ISBN', () => {
  it('store the ISBN-13 whichever form the seller typed', async () => {
    const me = callerFor(t, seller);
    const { id } = await me.books.create({ ...valid, isbn: '0-306-40615-2' });
    expect(await storedIsbn(id)).toBe('9780306406157');
    await me.books.update({ id, changes: { isbn: '0-8044-2957-X' } });
    expect(await storedIsbn(id)).toBe('9780804429573');
    await me.books.update({ id, changes: { isbn: '' } });
    expect(await storedIsbn(id)).toBeNull();
  });

  it('refuse an ISBN whose check digit fails, with the message beside the field', async () => {
    const me = callerFor(t, seller);
    expect(await errorOf(me.books.create({ ...valid, isbn: '978-85-359-0277-1' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: ISBN_INVALID,
      fieldErrors: { isbn: ISBN_INVALID },
    });
    const { id } = await me.books.create(valid);
    expect(await errorOf(me.books.update({ id, changes: { isbn: '8535902774' } }))).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { 'changes.isbn': ISBN_INVALID },
    });
    expect(await storedIsbn(id)).toBeNull();
  });
});

describe('a book listed with one form of its ISBN', () => {
  it('is found by search with the other form, and is the same work', async () => {
    const me = callerFor(t, seller);
    const ten = await me.books.create({ ...valid, isbn: '85-359-0277-5' });
    const thirteen = await me.books.create({ ...valid, title: 'Memórias', isbn: '978-0-306-40615-7' });
    const found = async (q: string) =>
      (await callerFor(t).search.books({ q })).items.map((b: { id: string }) => b.id);
    expect(await found('9788535902778')).toEqual([ten.id]);
    expect(await found('0306406152')).toEqual([thirteen.id]);
    expect(await found('0-306-40615-2')).toEqual([thirteen.id]);
    expect(workKey({ isbn: '85-359-0277-5', title: 'a', author: 'b' })).toBe(
      workKey({ isbn: '9788535902778', title: 'c', author: 'd' }),
    );
  });
});

describe('books listed before the check', () => {
  it('get their ISBN-13 when the check holds; a bad one is left as typed', async () => {
    const ten = await createBook(t.db, seller.id, { title: 'A', isbn: '0-8044-2957-x' });
    const hyphens = await createBook(t.db, seller.id, { title: 'B', isbn: '978-85-359-0277-8' });
    const bad = await createBook(t.db, seller.id, { title: 'C', isbn: '978-85-359-0277-1' });
    const clean = await createBook(t.db, seller.id, { title: 'D', isbn: '9780306406157' });
    const keyBefore = await t.db
      .selectFrom('books')
      .select('work_key')
      .where('id', '=', ten)
      .executeTakeFirstOrThrow();
    await storeIsbnsAsIsbn13(t.db);
    expect(await storedIsbn(ten)).toBe('9780804429573');
    expect(await storedIsbn(hyphens)).toBe('9788535902778');
    expect(await storedIsbn(bad)).toBe('978-85-359-0277-1');
    expect(await storedIsbn(clean)).toBe('9780306406157');
    const keyAfter = await t.db
      .selectFrom('books')
      .select('work_key')
      .where('id', '=', ten)
      .executeTakeFirstOrThrow();
    expect(keyAfter).toEqual(keyBefore);
  });
});

describe("the book page's JSON-LD", () => {
  const page = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'O Cortiço',
    author: 'Aluísio Azevedo',
    description: null,
    priceCents: 2500,
    currency: 'BRL',
    condition: 'usado_bom',
    language: 'pt',
    photos: [],
    status: 'available',
    available: true,
    city: 'Recife - PE',
    path: '/livro/o-cortico',
    seller: { name: 'Ana' },
  };
  const jsonLd = (isbn: string | null) =>
    bookHead({ ...page, isbn, isbn13: checkedIsbn13(isbn) }).jsonLd as Record<string, unknown>;

  it('carries the ISBN-13 as isbn and gtin13, also for a book stored before the check', () => {
    expect(jsonLd('9788535902778')).toMatchObject({ isbn: '9788535902778', gtin13: '9788535902778' });
    expect(jsonLd('85-359-0277-5')).toMatchObject({ isbn: '9788535902778', gtin13: '9788535902778' });
    expect(jsonLd('978-85-359-0277-1')).not.toHaveProperty('gtin13');
    expect(jsonLd(null)).not.toHaveProperty('isbn');
  });
});
