import type { Kysely } from 'kysely';

// Password recovery (docs/product/accounts.md#password-recovery): one row per link sent, holding
// only the keyed hash of its token, so a leaked database cannot be turned into working links.
// A link is single-use (its row is deleted when used) and dies at expires_at; every link of an
// account goes when its password changes, and with the account itself.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expiry').on('password_resets').column('expires_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
