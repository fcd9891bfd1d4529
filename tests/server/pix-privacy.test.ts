import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import {
  createBook,
  createOrder,
  createStore,
  createUser,
  makeEligibleSeller,
} from '../helpers/factories.ts';
import { PUBLIC } from '../helpers/public-procedures.ts';

// The seller's Pix key reaches only the seller and their buyers awaiting payment
// (docs/product/pix.md#pix-key): every procedure open to visitors is called, as a visitor and as
// another reader, on a world where a seller with a store, books, a review and an order has a key,
// and no answer (nor refusal) holds it.

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const KEY = 'chave-secreta-do-sebo@pix.example.com';

async function world() {
  const seller = await createUser(t.db, { username: 'sebo-pix' });
  await makeEligibleSeller(t.db, seller.id);
  await createStore(t.db, seller.id, { name: 'Sebo Pix' });
  await callerFor(t, seller).profile.updatePix({ type: 'email', key: KEY, name: 'Sebo Pix', city: 'Recife' });
  const bookId = await createBook(t.db, seller.id, { title: 'Dom Casmurro', author: 'Machado de Assis' });
  const buyer = await createUser(t.db);
  await createOrder(t.db, { buyerId: buyer.id, sellerId: seller.id, status: 'aguardando_pagamento' });
  const book = await callerFor(t, null).books.byId({ id: bookId });
  return { seller, bookId, slug: (book as { slug?: string }).slug ?? bookId };
}

type World = Awaited<ReturnType<typeof world>>;

/** An input for each public procedure, aimed at the seller with the key. */
const INPUTS: Record<string, (w: World) => unknown> = {
  'accounts.me': () => undefined,
  'accounts.options': () => undefined,
  'accounts.login': () => ({ email: 'ninguem@example.com', password: 'senha-errada-123' }),
  'accounts.register': () => ({
    firstName: 'Nova',
    lastName: 'Leitora',
    email: 'nova@example.com',
    password: 'uma-senha-boa-123',
    acceptTerms: true,
  }),
  'accounts.requestPasswordReset': () => ({ email: 'ninguem@example.com' }),
  'accounts.passwordResetLink': () => ({ token: 'invalido' }),
  'accounts.resetPassword': () => ({
    token: 'invalido',
    password: 'uma-senha-boa-123',
    confirmPassword: 'uma-senha-boa-123',
  }),
  'verification.status': () => undefined,
  'verification.verifyEmail': () => ({ token: 'invalido' }),
  'newsletter.unsubscribe': () => ({ userId: 'ninguem', token: 'invalido' }),
  'notifications.unsubscribe': () => ({ userId: 'ninguem', kind: 'sale', token: 'invalido' }),
  'books.list': () => ({}),
  'books.section': () => ({ slug: 'lancamentos' }),
  'books.byId': (w) => ({ id: w.bookId }),
  'books.bySlug': (w) => ({ slug: w.slug }),
  'books.related': (w) => ({ id: w.bookId }),
  'books.copies': (w) => ({ id: w.bookId }),
  'books.byAuthor': () => ({ slug: 'machado-de-assis' }),
  'books.byPublisher': () => ({ slug: 'editora' }),
  'books.byCategory': () => ({ slug: 'lancamentos' }),
  'books.byLanguage': () => ({ language: 'pt' }),
  'books.bestSellers': () => ({}),
  'books.authors': () => ({}),
  'books.publishers': () => ({}),
  'stores.list': () => ({}),
  'categories.list': () => undefined,
  'delivery.quote': (w) => ({ bookId: w.bookId, cep: '01310-100' }),
  'delivery.cepAddress': () => ({ cep: '01310-100' }),
  'search.books': () => ({ q: 'Casmurro' }),
  'search.suggest': () => ({ q: 'Dom' }),
  'favourites.books': (w) => ({ bookIds: [w.bookId] }),
  'stores.byUsername': () => ({ username: 'sebo-pix' }),
  'stores.books': () => ({ username: 'sebo-pix' }),
  'reviews.list': (w) => ({ sellerId: w.seller.id }),
  'reputation.seller': (w) => ({ sellerId: w.seller.id }),
};
/** Subscriptions stream like counts of books only, never a store's settings. */
const STREAMS = new Set(['likes.events']);

type AnyCaller = Record<string, unknown>;

/** The procedure's answer, or its refusal's message, as text. */
async function answer(user: SessionUser | null, path: string, input: unknown): Promise<string> {
  let target: unknown = callerFor(t, user);
  for (const part of path.split('.')) target = (target as AnyCaller)[part];
  try {
    return JSON.stringify(await (target as (input?: unknown) => Promise<unknown>)(input));
  } catch (error) {
    return JSON.stringify({ error: (error as Error).message });
  }
}

describe('the seller’s Pix key in public answers', () => {
  it('has an input for every public procedure', () => {
    expect([...PUBLIC].filter((p) => !(p in INPUTS) && !STREAMS.has(p))).toEqual([]);
  });

  it('appears in no public answer, for visitors or other readers', async () => {
    const w = await world();
    const reader = await createUser(t.db);
    const answers: Record<string, string> = {};
    for (const [path, input] of Object.entries(INPUTS)) {
      for (const [who, user] of [
        ['visitante', null],
        ['leitor', reader],
      ] as const) {
        answers[`${path} (${who})`] = await answer(user, path, input(w));
      }
    }
    // The world really is there: the public answers show the store and its book.
    expect(answers['stores.byUsername (visitante)']).toContain('Sebo Pix');
    expect(answers['search.books (visitante)']).toContain('Dom Casmurro');
    expect(
      Object.entries(answers).filter(([, text]) => text.includes(KEY) || text.includes('pix_key')),
    ).toEqual([]);
  });
});
