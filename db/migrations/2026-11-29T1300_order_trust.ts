import { type Kysely, sql } from 'kysely';

// Trust between strangers (docs/product/orders.md, docs/product/problems.md): deadlines on every
// state counted from `orders.status_since`, each notice done once (order_deadline_notices' key),
// private evidence photos, problems with their replies and mediation, a pickup's handover code,
// and double-blind reviews (reviews.visible_at, buyer_reviews).

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await orderDeadlines(db);
  await evidencePhotos(db);
  await problems(db);
  await doubleBlindReviews(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function orderDeadlines(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('status_since', 'text').execute();
  await db.schema.alterTable('orders').addColumn('handover_code', 'text').execute();
  // An order's current status began at its last event; orders without events at their last update.
  await sql`update orders set status_since = coalesce(
      (select max(e.created_at) from order_events e where e.order_id = orders.id), updated_at)`.execute(db);
  // The deadlines job reads the orders still moving by the moment their status began.
  await db.schema
    .createIndex('orders_status_since')
    .on('orders')
    .columns(['status', 'status_since'])
    .execute();

  await db.schema
    .createTable('order_deadline_notices')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_deadline_notices_pk', ['order_id', 'key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function evidencePhotos(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('evidence_photos')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('packing', 'problem')`))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('evidence_photos_order').on('evidence_photos').column('order_id').execute();
  await db.schema.createIndex('evidence_photos_url').on('evidence_photos').column('url').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function problems(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_problems')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('opened_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('nao_recebi', 'diferente', 'danificado', 'pagamento', 'outro')`),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('aberto')
        .check(sql`status in ('aberto', 'respondido', 'em_mediacao', 'resolvido')`),
    )
    .addColumn('answer_due_at', 'text', (c) => c.notNull())
    .addColumn('mediation_requested_by', 'text', (c) => c.references('users.id'))
    .addColumn('mediation_requested_at', 'text')
    .addColumn('outcome', 'text', (c) =>
      c.check(sql`outcome in ('devolver', 'reenviar', 'desconto', 'nada')`),
    )
    .addColumn('outcome_cents', 'integer')
    .addColumn('resolved_by', 'text', (c) => c.check(sql`resolved_by in ('acordo', 'moderacao')`))
    .addColumn('resolved_at', 'text')
    .addColumn('decision_text', 'text')
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('refund_pix_key', 'text')
    .addColumn('outcome_confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_problems_order').on('order_problems').column('order_id').execute();
  // The mediation queue, oldest request first.
  await db.schema
    .createIndex('order_problems_queue')
    .on('order_problems')
    .columns(['status', 'mediation_requested_at'])
    .execute();

  await db.schema
    .createTable('problem_replies')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('problem_id', 'text', (c) => c.notNull().references('order_problems.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('proposal', 'text', (c) =>
      c.check(sql`proposal in ('devolver', 'reenviar', 'desconto', 'nada')`),
    )
    .addColumn('proposal_cents', 'integer')
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('problem_replies_problem').on('problem_replies').column('problem_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function doubleBlindReviews(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('visible_at', 'text').execute();
  // Reviews written before they were double-blind were already public.
  await sql`update reviews set visible_at = created_at`.execute(db);
  await db.schema
    .createTable('buyer_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('visible_at', 'text')
    .execute();
  await db.schema.createIndex('buyer_reviews_buyer').on('buyer_reviews').column('buyer_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('buyer_reviews').execute();
  await db.schema.alterTable('reviews').dropColumn('visible_at').execute();
  await db.schema.dropTable('problem_replies').execute();
  await db.schema.dropTable('order_problems').execute();
  await db.schema.dropTable('evidence_photos').execute();
  await db.schema.dropTable('order_deadline_notices').execute();
  await db.schema.dropIndex('orders_status_since').execute();
  await db.schema.alterTable('orders').dropColumn('handover_code').execute();
  await db.schema.alterTable('orders').dropColumn('status_since').execute();
}
