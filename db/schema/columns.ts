import type { ColumnType } from 'kysely';

// The column types of db/schema.ts shared by its table modules.

export type Bool = 0 | 1;
/** A column with a default: inserts may leave it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
