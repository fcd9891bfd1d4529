import type { KyselyPlugin } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../server/context.ts';
import { RuleError } from '../../server/errors.ts';
import { cancelImport, confirmImport, startImport } from '../../server/imports/jobs.ts';
import type { TestDb } from '../helpers/db.ts';
import { eligibleSellerDb } from '../helpers/factories.ts';

// Cancelling a preview (docs/product/spreadsheets.md): a confirmation that lands while the cancel
// is under way wins, and its rows stay for the workers to list.

let t: TestDb;
let seller: SessionUser;
beforeEach(async () => {
  ({ t, seller } = await eligibleSellerDb());
});
afterEach(() => t.close());

const sheet = Buffer.from(
  'isbn;titulo;autores;editora;ano;idioma;condicao;preco;descricao;codigo\n;Vidas Secas;Graciliano Ramos;;;;Bom;10;;',
  'utf8',
);

describe('cancelImport', () => {
  it('refuses a cancel overtaken by a confirmation and keeps its rows (failed before: the rows were deleted)', async () => {
    const jobId = await startImport(t.db, seller.id, { name: 'livros.csv', bytes: sheet });
    // The seller's confirmation, from another tab, lands right after the cancel read the job: the
    // cancel saw it still a preview.
    await confirmImport(t.db, seller.id, jobId);
    let stale = true;
    const readBeforeTheConfirmation: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (!stale) return args.result;
        stale = false;
        return { ...args.result, rows: args.result.rows.map((row) => ({ ...row, status: 'preview' })) };
      },
    };
    const racing = t.db.withPlugin(readBeforeTheConfirmation);
    await expect(cancelImport(racing, seller.id, jobId)).rejects.toThrow(RuleError);
    const job = await t.db
      .selectFrom('import_jobs')
      .select('status')
      .where('id', '=', jobId)
      .executeTakeFirst();
    expect(job?.status).toBe('listing');
    const rows = await t.db.selectFrom('import_rows').select('line').where('job_id', '=', jobId).execute();
    expect(rows).toHaveLength(1);
  });
});
