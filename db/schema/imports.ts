import type { Defaulted } from './columns.ts';

// The import jobs' tables of the Database interface in db/schema.ts
// (docs/decisions/044-spreadsheets.md#the-import-job).

export type ImportJobStatus = 'preview' | 'listing' | 'done' | 'cancelled';
export type ImportRowOutcome = 'new' | 'update' | 'unchanged' | 'refused';
/** 'skip': nothing to write (unchanged or refused); 'waiting' until a worker lists it. */
export type ImportRowState = 'skip' | 'waiting' | 'done' | 'failed';

export interface ImportJobsTable {
  id: string;
  user_id: string;
  file_name: string;
  status: Defaulted<ImportJobStatus>;
  /** Non-empty rows of the sheet. */
  total_rows: number;
  new_count: number;
  updated_count: number;
  unchanged_count: number;
  refused_count: number;
  /** Rows a confirmed job lists or updates (new + updated), and how many are done. */
  work_count: number;
  done_count: Defaulted<number>;
  created_at: string;
  confirmed_at: string | null;
  finished_at: string | null;
}

export interface ImportRowsTable {
  job_id: string;
  /** The row's line in the sheet, the header being line 1. */
  line: number;
  outcome: ImportRowOutcome;
  /** Why a refused row is refused, in pt-BR. */
  reason: string | null;
  /** JSON: the listing form's input for this row. */
  fields: string;
  code: string | null;
  book_id: string | null;
  state: ImportRowState;
  /** The worker holding the row and until when (ISO); another may take it after. */
  lease_owner: string | null;
  lease_until: string | null;
  error: string | null;
  /** ISBN lookups tried while the providers failed. */
  attempts: Defaulted<number>;
}
