import { type Kysely, sql } from 'kysely';

// The whole marketplace schema of spec section 3 plus what DECISIONS.md needs. Dates are ISO-8601
// UTC strings, booleans 0|1, money integer cents (never floats), lists JSON text.
// ON DELETE rules: a user's own data (sessions, profile, likes, cart...) goes with the user;
// anything that is part of a sale (orders, order items, reviews) RESTRICTs, because the sale is
// history both parties rely on. Accounts are suspended, not deleted, once they have traded.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified_at', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('suspended_at', 'text')
    .addColumn('suspended_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('users_email_lowercase', sql`email = lower(email)`)
    .execute();

  await db.schema
    .createTable('oauth_accounts')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_user_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('oauth_accounts_pk', ['provider', 'provider_user_id'])
    .execute();
  await db.schema.createIndex('oauth_accounts_user').on('oauth_accounts').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('photo_url', 'text')
    .addColumn('avatar_type', 'text', (c) => c.notNull().defaultTo('initials'))
    .addColumn('selected_avatar', 'text')
    .addColumn('gender', 'text')
    .addColumn('bio', 'text')
    .addColumn('location', 'text')
    .addColumn('phone', 'text')
    .addColumn('newsletter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('profiles_avatar_type', sql`avatar_type in ('initials', 'photo', 'illustration')`)
    .addCheckConstraint(
      'profiles_username_format',
      sql`username is null or username glob '[a-z0-9]*' and username not glob '*[^a-z0-9-]*'`,
    )
    .addCheckConstraint('profiles_newsletter_bool', sql`newsletter in (0, 1)`)
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .addCheckConstraint('user_roles_role', sql`role in ('admin')`)
    .execute();
  await db.schema.createIndex('user_roles_role_idx').on('user_roles').column('role').execute();

  await db.schema
    .createTable('user_identity_info')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('identity_cpf_digits', sql`length(cpf) = 11 and cpf not glob '*[^0-9]*'`)
    .execute();

  await db.schema
    .createTable('user_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cep', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('addresses_cep_digits', sql`length(cep) = 8 and cep not glob '*[^0-9]*'`)
    .addCheckConstraint('addresses_state_uf', sql`length(state) = 2`)
    .execute();
  await db.schema.createIndex('user_addresses_user').on('user_addresses').column('user_id').execute();

  await db.schema
    .createTable('stores')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('store_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('store_photo_url', 'text')
    .addColumn('bio', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('stores_active_bool', sql`is_active in (0, 1)`)
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    // One of the spec's menu groups ('Ficção', 'Não Ficção', ...); null keeps it out of the menu.
    .addColumn('group_name', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('categories_active_bool', sql`is_active in (0, 1)`)
    .execute();
  await db.schema
    .createIndex('categories_active_order')
    .on('categories')
    .columns(['is_active', 'sort_order'])
    .execute();

  await db.schema
    .createTable('books')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('authors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('author_slug', 'text', (c) => c.notNull())
    .addColumn('publisher', 'text')
    .addColumn('publisher_slug', 'text')
    .addColumn('isbn', 'text')
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('BRL'))
    .addColumn('description', 'text')
    .addColumn('genre', 'text')
    .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('year', 'integer')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('pt'))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo('Não informado'))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('available'))
    .addColumn('status_reason', 'text')
    .addColumn('availability', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('views_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('edition', 'text')
    .addColumn('pages', 'integer')
    .addColumn('cover_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('books_price_nonneg', sql`price_cents >= 0`)
    .addCheckConstraint('books_status', sql`status in ('available', 'reserved', 'sold', 'hidden', 'removed')`)
    .addCheckConstraint(
      'books_condition',
      sql`condition in ('novo', 'usado_como_novo', 'usado_otimo', 'usado_bom', 'usado_aceitavel', 'usado_regular')`,
    )
    .addCheckConstraint('books_availability_bool', sql`availability in (0, 1)`)
    .addCheckConstraint(
      'books_counts_nonneg',
      sql`stock >= 0 and views_count >= 0 and likes_count >= 0 and sales_count >= 0`,
    )
    .addCheckConstraint(
      'books_cover_type',
      sql`cover_type is null or cover_type in ('brochura', 'capa_dura', 'espiral', 'digital')`,
    )
    .execute();
  // Listing reads of spec section 7: available books newest first, per category, author,
  // publisher, language, seller, and the 'populares' order.
  await db.schema.createIndex('books_listing').on('books').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('books_popular').on('books').columns(['status', 'likes_count']).execute();
  await db.schema.createIndex('books_best_sellers').on('books').columns(['status', 'sales_count']).execute();
  await db.schema
    .createIndex('books_category')
    .on('books')
    .columns(['category_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('books_author').on('books').columns(['author_slug', 'status']).execute();
  await db.schema.createIndex('books_publisher').on('books').columns(['publisher_slug', 'status']).execute();
  await db.schema
    .createIndex('books_language')
    .on('books')
    .columns(['language', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('books_seller')
    .on('books')
    .columns(['user_id', 'status', 'created_at'])
    .execute();

  await db.schema
    .createTable('likes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('likes_user_book', ['user_id', 'book_id'])
    .execute();
  await db.schema.createIndex('likes_book').on('likes').column('book_id').execute();

  await db.schema
    .createTable('views')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('ip_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('views_pk', ['user_id', 'book_id'])
    .execute();
  await db.schema.createIndex('views_recent').on('views').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('views_book').on('views').column('book_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('following_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'following_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> following_id`)
    .execute();
  await db.schema.createIndex('follows_following').on('follows').column('following_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'book_id'])
    .execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_user_book', ['user_id', 'book_id'])
    // Used books are unique copies (spec section 5: quantity limited to 1).
    .addCheckConstraint('cart_items_quantity', sql`quantity = 1`)
    .execute();
  await db.schema.createIndex('cart_items_book').on('cart_items').column('book_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('aguardando_pagamento'))
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('shipping_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('tracking_code', 'text')
    // A snapshot: the order keeps the address it was shipped to even if the buyer edits theirs.
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'orders_status',
      sql`status in ('aguardando_pagamento', 'pago', 'enviado', 'entregue', 'cancelado')`,
    )
    .addCheckConstraint(
      'orders_amounts',
      sql`subtotal_cents >= 0 and shipping_cents >= 0 and total_cents = subtotal_cents + shipping_cents`,
    )
    .addCheckConstraint('orders_not_self', sql`buyer_id <> seller_id`)
    .execute();
  await db.schema.createIndex('orders_buyer').on('orders').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_seller').on('orders').columns(['seller_id', 'created_at']).execute();
  await db.schema.createIndex('orders_status_idx').on('orders').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('order_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (c) => c.notNull().references('books.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('order_items_price', sql`price_cents >= 0`)
    .addCheckConstraint('order_items_quantity', sql`quantity = 1`)
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_book').on('order_items').column('book_id').execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('restrict'))
    .addColumn('seller_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('overall_rating', 'integer', (c) => c.notNull())
    .addColumn('communication_rating', 'integer', (c) => c.notNull())
    .addColumn('shipping_rating', 'integer', (c) => c.notNull())
    .addColumn('condition_rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('response', 'text')
    .addColumn('response_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'reviews_ratings',
      sql`overall_rating between 1 and 5 and communication_rating between 1 and 5 and shipping_rating between 1 and 5 and condition_rating between 1 and 5`,
    )
    .addCheckConstraint('reviews_anonymous_bool', sql`is_anonymous in (0, 1)`)
    .execute();
  await db.schema.createIndex('reviews_seller').on('reviews').columns(['seller_id', 'created_at']).execute();

  await db.schema
    .createTable('seller_ratings')
    .addColumn('seller_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('total_reviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('average_overall', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('average_communication', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('average_shipping', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('average_condition', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('total_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('seller_ratings_nonneg', sql`total_reviews >= 0 and total_sales >= 0`)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'seller_ratings',
    'reviews',
    'order_events',
    'order_items',
    'orders',
    'cart_items',
    'favorites',
    'follows',
    'views',
    'likes',
    'books',
    'categories',
    'stores',
    'user_addresses',
    'user_identity_info',
    'user_roles',
    'profiles',
    'sessions',
    'oauth_accounts',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
