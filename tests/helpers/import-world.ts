import { afterEach, beforeEach } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { RuleError } from '../../server/errors.ts';
import { startImport } from '../../server/imports/jobs.ts';
import { runImportBatch } from '../../server/imports/worker.ts';
import { callerFor, type TestDb } from './db.ts';
import { eligibleSellerDb } from './factories.ts';

// The world of the spreadsheet tests (docs/product/spreadsheets.md): a fresh database with a
// seller who may list books, before each test, and the steps every import test takes.

export const HEADER = 'isbn;titulo;autores;editora;ano;idioma;condicao;preco;descricao;codigo';

/** A sheet in the template's columns, one string per row. */
export const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8');

/** A rule's refusal as the upload answers it. */
export async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RuleError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('esperava uma recusa');
}

export interface ImportWorld {
  t: TestDb;
  seller: SessionUser;
}

/** Registers the fresh database of each test; the answer's fields are the current test's. */
export function importWorld() {
  const w = {} as ImportWorld;
  beforeEach(async () => {
    ({ t: w.t, seller: w.seller } = await eligibleSellerDb());
  });
  afterEach(() => w.t.close());
  const as = (user: SessionUser | null = w.seller) => callerFor(w.t, user);
  return {
    w,
    as,
    importOf: (bytes: Buffer, user = w.seller) => startImport(w.t.db, user.id, { name: 'livros.csv', bytes }),
    /** Confirms and lets one worker list everything. */
    async confirmAndList(jobId: string) {
      await as().imports.confirm({ jobId });
      while ((await runImportBatch(w.t.db, w.t.config, 'w1', new Date())) > 0);
      return as().imports.job({ jobId });
    },
    async allRows(jobId: string) {
      return (await as().imports.rows({ jobId })).rows;
    },
    async myBooks() {
      return w.t.db
        .selectFrom('books')
        .select(['title', 'author', 'price_cents', 'condition', 'seller_code', 'language', 'year'])
        .where('user_id', '=', w.seller.id)
        .orderBy('title')
        .execute();
    },
  };
}
