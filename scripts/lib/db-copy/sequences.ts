import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * Moves every identity or serial column's counter past the largest id copied: the copy inserts
 * explicit ids, which PostgreSQL's counters do not see, so without this the next order event or
 * message would be numbered 1 and collide. PostgreSQL only; the copy's target always is.
 * Answers the `table.column`s set.
 */
export async function advanceIdCounters(db: QueryExecutorProvider): Promise<string[]> {
  const { rows } = await sql<{ table: string; column: string }>`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = current_schema()
      and (is_identity = 'YES' or column_default like 'nextval(%')
    order by table_name, column_name`.execute(db);
  for (const { table, column } of rows) {
    // is_called false: the next value handed out is exactly max + 1 (1 for an empty table).
    await sql`
      select setval(pg_get_serial_sequence(quote_ident(${table}), ${column}),
                    coalesce(max(${sql.ref(column)}), 0) + 1, false)
      from ${sql.table(table)}`.execute(db);
  }
  return rows.map((r) => `${r.table}.${r.column}`);
}
