import type { Executor } from '../../db/client.ts';
import type { ImportJobsTable } from '../../db/schema/imports.ts';
import { conditionLabel, formatPrice } from '../../shared/format.ts';
import { bookPath } from '../../shared/slug.ts';
import { sheetLanguage } from '../../shared/spreadsheets.ts';
import { ownJob } from './jobs.ts';
import { checkRow, type RowValues, splitAuthors } from './rows.ts';

// What the import page reads: a job's counts and progress, and its rows as they will be listed
// (docs/product/spreadsheets.md#the-preview).

export const ROWS_PAGE = 100;

type JobRow = Pick<
  ImportJobsTable,
  | 'id'
  | 'file_name'
  | 'total_rows'
  | 'new_count'
  | 'updated_count'
  | 'unchanged_count'
  | 'refused_count'
  | 'work_count'
  | 'created_at'
> & { status: string; done_count: number };

function jobSummary(job: JobRow) {
  return {
    id: job.id,
    fileName: job.file_name,
    status: job.status as 'preview' | 'listing' | 'done' | 'cancelled',
    total: job.total_rows,
    counts: {
      new: job.new_count,
      updated: job.updated_count,
      unchanged: job.unchanged_count,
      refused: job.refused_count,
    },
    work: job.work_count,
    done: job.done_count,
    createdAt: job.created_at,
  };
}
export type ImportSummary = ReturnType<typeof jobSummary>;

export async function importSummary(db: Executor, userId: string, jobId: string) {
  const job = await ownJob(db, userId, jobId);
  const failed = await db
    .selectFrom('import_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('job_id', '=', jobId)
    .where('state', '=', 'failed')
    .executeTakeFirst();
  return { ...jobSummary(job), failed: Number(failed?.n ?? 0) };
}

/** The seller's newest job not yet finished, for a page opened again mid-way; null when none. */
export async function currentImport(db: Executor, userId: string) {
  const job = await db
    .selectFrom('import_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['preview', 'listing'])
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return job ? importSummary(db, userId, job.id) : null;
}

/** A page of the job's rows after `afterLine`, in sheet order; only the refused ones when asked. */
export async function importRows(
  db: Executor,
  userId: string,
  opts: { jobId: string; afterLine: number; onlyRefused: boolean },
) {
  await ownJob(db, userId, opts.jobId);
  let query = db
    .selectFrom('import_rows')
    .leftJoin('books', 'books.id', 'import_rows.book_id')
    .select([
      'import_rows.line',
      'import_rows.outcome',
      'import_rows.reason',
      'import_rows.fields',
      'import_rows.state',
      'import_rows.error',
      'import_rows.code',
      'books.id as bookId',
      'books.title as bookTitle',
      'books.author as bookAuthor',
    ])
    .where('import_rows.job_id', '=', opts.jobId)
    .where('import_rows.line', '>', opts.afterLine)
    .orderBy('import_rows.line')
    .limit(ROWS_PAGE + 1);
  if (opts.onlyRefused) query = query.where('import_rows.outcome', '=', 'refused');
  const rows = await query.execute();
  const page = rows.slice(0, ROWS_PAGE);
  return {
    rows: page.map(rowView),
    nextLine: rows.length > ROWS_PAGE ? (page.at(-1)?.line ?? null) : null,
  };
}

function rowView(row: {
  line: number;
  outcome: string;
  reason: string | null;
  fields: string;
  state: string;
  error: string | null;
  code: string | null;
  bookId: string | null;
  bookTitle: string | null;
  bookAuthor: string | null;
}) {
  const values = JSON.parse(row.fields) as RowValues;
  const checked = row.outcome === 'refused' ? null : checkRow(values);
  const input = checked?.ok ? checked.input : null;
  return {
    line: row.line,
    outcome: row.outcome as 'new' | 'update' | 'unchanged' | 'refused',
    reason: row.reason,
    state: row.state as 'skip' | 'waiting' | 'done' | 'failed',
    error: row.error,
    code: row.code,
    title: row.bookTitle ?? input?.title ?? values.titulo ?? '',
    // Title and authors still to come from the ISBN's facts (docs/product/spreadsheets.md#rows-with-only-an-isbn).
    fromIsbn: Boolean(checked?.ok && checked.fill !== null && row.outcome === 'new' && !row.bookId),
    authors: input?.authors ?? (row.bookAuthor ? [row.bookAuthor] : splitAuthors(values.autores)),
    publisher: input?.publisher ?? values.editora ?? null,
    isbn: input?.isbn ?? values.isbn ?? null,
    year: input?.year ?? null,
    language: input?.language ? sheetLanguage(input.language) : (values.idioma ?? null),
    condition: input?.condition ? conditionLabel(input.condition) : (values.condicao ?? null),
    price: input?.price !== undefined ? formatPrice(Math.round(input.price * 100)) : (values.preco ?? null),
    path:
      row.bookId && row.bookTitle && row.bookAuthor !== null
        ? bookPath({ id: row.bookId, title: row.bookTitle, author: row.bookAuthor })
        : null,
  };
}
