import type { Kysely } from 'kysely';

// The answers of the CEP providers (docs/product/delivery.md#a-cep-fills-the-address), found or
// not, so the same CEP asked again is answered from here without leaving the server. A row not
// found has null street, neighbourhood, city and state.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cep_lookups')
    .addColumn('cep', 'text', (c) => c.primaryKey())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('provider', 'text')
    .addColumn('looked_up_at', 'text', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cep_lookups').execute();
}
