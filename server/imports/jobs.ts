import { randomUUID } from 'node:crypto';
import type { DB, Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/client.ts';
import type { ImportRowOutcome } from '../../db/schema/imports.ts';
import { BOOK_ID_CODE_PREFIX } from '../../shared/spreadsheets.ts';
import { RuleError } from '../errors.ts';
import { checkRow, type RowValues, rowValues, type StoredBook, sameBook, storedAuthors } from './rows.ts';
import { exportCode, sellerSheetBooks } from './seller-books.ts';
import { readSheetRows } from './sheet-read.ts';

// An import job (docs/decisions/044-spreadsheets.md#the-import-job): the sheet's rows as the
// preview shows them, kept until the seller confirms or cancels.

const INSERT_CHUNK = 200;

interface PlannedRow {
  line: number;
  outcome: ImportRowOutcome;
  reason: string | null;
  values: RowValues;
  code: string | null;
  bookId: string | null;
}

/** Reads the sheet and stores its preview; nothing is listed yet. Answers the job's id. */
export async function startImport(
  db: DB,
  userId: string,
  file: { name: string; bytes: Buffer },
  now = new Date(),
): Promise<string> {
  const rows = await readSheetRows(file.bytes);
  if (rows.length === 0)
    throw new RuleError('BAD_REQUEST', 'A planilha não tem nenhum livro abaixo da primeira linha.');
  const books = await booksByCode(db, userId);
  const planned = planRows(
    rows.map(rowValues),
    rows.map((r) => r.line),
    books,
  );
  const count = (outcome: ImportRowOutcome) => planned.filter((r) => r.outcome === outcome).length;
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    // One preview at a time: a new sheet replaces the one the seller had not confirmed.
    await cancelPreviews(trx, userId);
    await trx
      .insertInto('import_jobs')
      .values({
        id,
        user_id: userId,
        file_name: file.name.slice(0, 200) || 'planilha',
        status: 'preview',
        total_rows: planned.length,
        new_count: count('new'),
        updated_count: count('update'),
        unchanged_count: count('unchanged'),
        refused_count: count('refused'),
        work_count: count('new') + count('update'),
        created_at: now.toISOString(),
        confirmed_at: null,
        finished_at: null,
      })
      .execute();
    for (let i = 0; i < planned.length; i += INSERT_CHUNK)
      await trx
        .insertInto('import_rows')
        .values(
          planned.slice(i, i + INSERT_CHUNK).map((r) => ({
            job_id: id,
            line: r.line,
            outcome: r.outcome,
            reason: r.reason,
            fields: JSON.stringify(r.values),
            code: r.code,
            book_id: r.bookId,
            state: r.outcome === 'new' || r.outcome === 'update' ? ('waiting' as const) : ('skip' as const),
            lease_owner: null,
            lease_until: null,
            error: null,
          })),
        )
        .execute();
  });
  return id;
}

type Known = StoredBook & { id: string };

/** Each row's outcome: refused with its reason, or new, an update or unchanged by its code. */
function planRows(all: RowValues[], lines: number[], books: Map<string, Known>): PlannedRow[] {
  const seen = new Map<string, number>();
  return all.map((values, i) => {
    const line = lines[i] ?? i + 2;
    const code = values.codigo?.slice(0, 120) ?? null;
    const base = { line, values, code, bookId: null };
    const checked = checkRow(values);
    if (!checked.ok) return { ...base, outcome: 'refused', reason: checked.reason };
    if (code === null) return { ...base, outcome: 'new', reason: null };
    const first = seen.get(code);
    if (first !== undefined)
      return { ...base, outcome: 'refused', reason: `O código “${code}” já aparece na linha ${first}.` };
    seen.set(code, line);
    const book = books.get(code);
    if (!book) {
      if (code.startsWith(BOOK_ID_CODE_PREFIX))
        return { ...base, outcome: 'refused', reason: `Nenhum livro seu tem o código “${code}”.` };
      return { ...base, outcome: 'new', reason: null };
    }
    const same = sameBook(checked.input, book);
    return { ...base, bookId: book.id, outcome: same ? 'unchanged' : 'update', reason: null };
  });
}

/** The seller's books by the code a sheet names them with: their own, else 'releia-' and the id. */
async function booksByCode(db: Executor, userId: string): Promise<Map<string, Known>> {
  const rows = await sellerSheetBooks(db, userId).execute();
  const map = new Map<string, Known>();
  for (const { sellerCode, authors, author, ...book } of rows) {
    const known: Known = { ...book, authors: storedAuthors(authors, author) };
    map.set(exportCode({ id: book.id, sellerCode }), known);
  }
  return map;
}

/** The seller's own job, or NOT_FOUND: another member's id tells nothing. */
export async function ownJob(db: Executor, userId: string, jobId: string) {
  const job = await db
    .selectFrom('import_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!job) throw new RuleError('NOT_FOUND', 'Importação não encontrada.');
  return job;
}

/** The seller confirms the preview: its rows are listed by the workers from now on. */
export async function confirmImport(db: Executor, userId: string, jobId: string, now = new Date()) {
  const job = await ownJob(db, userId, jobId);
  if (job.status !== 'preview')
    throw new RuleError('CONFLICT', 'Esta importação já foi confirmada ou cancelada.');
  const finished = job.work_count === 0;
  const r = await db
    .updateTable('import_jobs')
    .set({
      status: finished ? 'done' : 'listing',
      confirmed_at: now.toISOString(),
      finished_at: finished ? now.toISOString() : null,
    })
    .where('id', '=', jobId)
    .where('status', '=', 'preview')
    .executeTakeFirst();
  if (r.numUpdatedRows === 0n)
    throw new RuleError('CONFLICT', 'Esta importação já foi confirmada ou cancelada.');
}

/**
 * Gives up the seller's previews (or the one `jobId` names) and deletes their rows: the status
 * changes first, so a preview confirmed meanwhile keeps its rows for the workers. Answers the ids
 * given up.
 */
async function cancelPreviews(trx: Executor, userId: string, jobId?: string): Promise<string[]> {
  let cancel = trx
    .updateTable('import_jobs')
    .set({ status: 'cancelled' })
    .where('user_id', '=', userId)
    .where('status', '=', 'preview');
  if (jobId) cancel = cancel.where('id', '=', jobId);
  const ids = (await cancel.returning('id').execute()).map((r) => r.id);
  if (ids.length > 0) await trx.deleteFrom('import_rows').where('job_id', 'in', ids).execute();
  return ids;
}

/** A preview the seller gives up: nothing was written, and its rows go. */
export async function cancelImport(db: DB, userId: string, jobId: string) {
  await ownJob(db, userId, jobId);
  await inTransaction(db, async (trx) => {
    if ((await cancelPreviews(trx, userId, jobId)).length === 0)
      throw new RuleError('CONFLICT', 'Só uma importação ainda não confirmada pode ser cancelada.');
  });
}
