import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { BookCondition, BookStatus } from '../shared/book.ts';
import type { OrderStatus } from '../shared/order-status.ts';
import type { PixKeyType } from '../shared/pix/pix-key.ts';
import type { PasswordResetsTable } from './schema/accounts.ts';
import type { CepLookupsTable } from './schema/cep.ts';
import type { Bool, Defaulted } from './schema/columns.ts';
import type { ImportJobsTable, ImportRowsTable } from './schema/imports.ts';
import type { IsbnLookupsTable } from './schema/isbn.ts';
import type {
  BlocksTable,
  ConversationReadsTable,
  ConversationsTable,
  MessagesTable,
} from './schema/messages.ts';
import type {
  NotificationDigestsTable,
  NotificationSettingsTable,
  NotificationsTable,
} from './schema/notifications.ts';
import type { OffersTable } from './schema/offers.ts';
import type {
  CartDeliveriesTable,
  CartItemsTable,
  OrderEventsTable,
  OrderItemsTable,
  OrdersTable,
  WorkSalesTable,
} from './schema/orders.ts';
import type {
  BuyerReviewsTable,
  EvidencePhotosTable,
  OrderDeadlineNoticesTable,
  OrderProblemsTable,
  ProblemRepliesTable,
  ReviewsTable,
  SellerRatingsTable,
} from './schema/trust.ts';
import type { WantChecksTable, WantHitsTable, WantsTable } from './schema/wants.ts';

// One interface for the whole database, with the types SQLite really stores: dates are ISO-8601
// strings, booleans 0 | 1, money integer cents, lists JSON text. Columns with a default are
// `Generated` so inserts may leave them out. The messaging tables are in
// db/schema/messages.ts, the cart's and orders' in db/schema/orders.ts.

export type { BookCondition, BookStatus, OrderStatus };
export type CoverType = 'brochura' | 'capa_dura' | 'espiral' | 'digital';
export type AvatarType = 'initials' | 'photo' | 'illustration';

export interface UsersTable {
  id: string;
  email: string;
  email_verified_at: string | null;
  password_hash: string | null;
  suspended_at: string | null;
  suspended_reason: string | null;
  created_at: string;
  /** 1 for accounts written by the seed (docs/product/demo-data.md#what-counts-as-demo-data). */
  is_demo: Defaulted<Bool>;
  /** When the member deleted the account (docs/product/data-rights.md#what-is-kept-after-deletion); the row stays as a tombstone. */
  deleted_at: Defaulted<string | null>;
}

export interface OauthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
  /** The browser's User-Agent when the session began; null for older sessions. */
  user_agent: Defaulted<string | null>;
}

export interface ProfilesTable {
  user_id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  photo_url: string | null;
  avatar_type: Defaulted<AvatarType>;
  selected_avatar: string | null;
  gender: string | null;
  bio: string | null;
  location: string | null;
  phone: string | null;
  newsletter: Defaulted<Bool>;
  created_at: string;
  updated_at: string;
}

export interface UserRolesTable {
  user_id: string;
  role: 'admin';
  created_at: string;
}

export interface UserIdentityInfoTable {
  user_id: string;
  first_name: string;
  last_name: string;
  cpf: string;
  birth_date: string;
  updated_at: string;
}

export interface UserAddressesTable {
  id: string;
  user_id: string;
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  created_at: string;
}

export interface StoresTable {
  user_id: string;
  store_name: string;
  description: string | null;
  location: string | null;
  store_photo_url: string | null;
  bio: string | null;
  is_active: Defaulted<Bool>;
  /** The Pix key, normalised, and its type; null when the seller has none (docs/product/pix.md#pix-key). */
  pix_key_type: Defaulted<PixKeyType | null>;
  pix_key: Defaulted<string | null>;
  /** Name and city written into the code, as the seller typed them. */
  pix_name: Defaulted<string | null>;
  pix_city: Defaulted<string | null>;
  /** Delivery options (docs/product/delivery.md#the-sellers-options): post at post_price_cents (null: the default price), pickup in the city. */
  ships_by_post: Defaulted<Bool>;
  post_price_cents: Defaulted<number | null>;
  offers_pickup: Defaulted<Bool>;
  pickup_city: Defaulted<string | null>;
  pickup_state: Defaulted<string | null>;
  /** The lowest offer taken, as a percentage of the asking price (docs/product/offers.md#the-price). */
  offer_floor_percent: Defaulted<number>;
  /** Modo férias (docs/product/vacation.md): closed since, until a date (YYYY-MM-DD), with a message. */
  vacation_since: Defaulted<string | null>;
  vacation_until: Defaulted<string | null>;
  vacation_message: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  group_name: string | null;
  is_active: Defaulted<Bool>;
  sort_order: Defaulted<number>;
}

export interface BooksTable {
  id: string;
  user_id: string;
  title: string;
  author: string;
  /** JSON array of author names, the first being `author`. */
  authors: Defaulted<string>;
  author_slug: string;
  publisher: string | null;
  publisher_slug: string | null;
  isbn: string | null;
  condition: BookCondition;
  price_cents: number;
  currency: Defaulted<string>;
  description: string | null;
  genre: string | null;
  category_id: number | null;
  year: number | null;
  language: Defaulted<string>;
  location: Defaulted<string>;
  /** JSON array of image paths served by the image endpoint. */
  photos: Defaulted<string>;
  status: Defaulted<BookStatus>;
  status_reason: string | null;
  /** 1 when a suspension of the seller hid this book; reinstatement lists exactly these again. */
  hidden_by_suspension: Defaulted<Bool>;
  /** 1 when the seller's modo férias hid this book; reopening lists exactly these again (docs/product/vacation.md). */
  hidden_by_vacation: Defaulted<Bool>;
  /** 1 when the seller paused this book in Minha Estante; only relisting it lists it again. */
  hidden_by_seller: Defaulted<Bool>;
  availability: Defaulted<Bool>;
  stock: Defaulted<number>;
  views_count: Defaulted<number>;
  likes_count: Defaulted<number>;
  /** Copies sold of this book itself; a sold copy is no longer listed, so 'Mais Vendidos' ranks by work_key. */
  sales_count: Defaulted<number>;
  /** The work this copy is (shared/work-key.ts); null when its title says nothing. */
  work_key: string | null;
  /** work_sales.sold_count of that work, kept on each copy so one index orders 'Mais Vendidos'. */
  work_sold_count: Defaulted<number>;
  edition: string | null;
  pages: number | null;
  cover_type: CoverType | null;
  /** The seller's own code (docs/product/spreadsheets.md#the-sellers-code), unique among their books. */
  seller_code: Defaulted<string | null>;
  created_at: string;
  updated_at: string;
}

/** One row per author of a book, main author at position 0 (docs/product/authors.md). */
export interface BookAuthorsTable {
  book_id: string;
  position: number;
  /** As the seller wrote it. */
  name: string;
  slug: string;
}

export interface LikesTable {
  id: string;
  user_id: string;
  book_id: string;
  created_at: string;
}

export interface ViewsTable {
  user_id: string;
  book_id: string;
  ip_address: string | null;
  created_at: string;
}

export interface FollowsTable {
  follower_id: string;
  following_id: string;
  created_at: string;
}

export interface FavouritesTable {
  user_id: string;
  book_id: string;
  created_at: string;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  /** 'email:<address>' or 'ip:<address>'. */
  key: string;
  created_at: string;
}

/** A rate limit's counter for the fixed window ending at `resets_at` (epoch ms), in the attached `counters` database (db/client.ts). */
export interface RateLimitsTable {
  key: string;
  points: number;
  resets_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  user_id: string | null;
  kind: 'verify_email' | 'notification' | 'notification_digest' | 'password_reset' | 'password_changed';
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  /** Failed SMTP tries so far. */
  attempts: Generated<number>;
  /** When the next try is due; null when sent, never sent (no SMTP) or given up. */
  next_attempt_at: string | null;
  /** A notification's signed unsubscribe link, sent as List-Unsubscribe (docs/decisions/030-notifications.md). */
  unsubscribe_url: Defaulted<string | null>;
}

export type ReportTargetType = 'book' | 'store';
export type ReportReason = 'conteudo_improprio' | 'anuncio_falso' | 'produto_proibido' | 'spam' | 'outro';
export type ReportStatus = 'open' | 'resolved' | 'dismissed';

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  /** A book id, or the store owner's user id. */
  target_id: string;
  reason: ReportReason;
  details: string | null;
  status: Defaulted<ReportStatus>;
  resolution_note: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  /** 'user.suspend', 'book.hide', 'category.create'... */
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  /** JSON object with what the action changed. */
  details: Defaulted<string>;
  created_at: string;
  /** The client address the admin acted from (server/http/client-address.ts); null before it was kept. */
  ip_address: string | null;
}

export type DataExportStatus = 'pending' | 'working' | 'ready' | 'failed' | 'expired';

/** A member's data export (docs/decisions/024-data-export-and-account-deletion.md): a job row any process may work. */
export interface DataExportsTable {
  id: string;
  user_id: string;
  status: Defaulted<DataExportStatus>;
  progress: string | null;
  file_name: string | null;
  token_hash: string | null;
  expires_at: string | null;
  claimed_at: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  oauth_accounts: OauthAccountsTable;
  sessions: SessionsTable;
  profiles: ProfilesTable;
  user_roles: UserRolesTable;
  user_identity_info: UserIdentityInfoTable;
  user_addresses: UserAddressesTable;
  stores: StoresTable;
  categories: CategoriesTable;
  books: BooksTable;
  book_authors: BookAuthorsTable;
  likes: LikesTable;
  views: ViewsTable;
  follows: FollowsTable;
  favourites: FavouritesTable;
  cart_items: CartItemsTable;
  cart_deliveries: CartDeliveriesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  work_sales: WorkSalesTable;
  reviews: ReviewsTable;
  seller_ratings: SellerRatingsTable;
  login_attempts: LoginAttemptsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  cep_lookups: CepLookupsTable;
  isbn_lookups: IsbnLookupsTable;
  import_jobs: ImportJobsTable;
  import_rows: ImportRowsTable;
  outbox: OutboxTable;
  reports: ReportsTable;
  audit_log: AuditLogTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  conversation_reads: ConversationReadsTable;
  blocks: BlocksTable;
  data_exports: DataExportsTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  notification_digests: NotificationDigestsTable;
  offers: OffersTable;
  wants: WantsTable;
  want_hits: WantHitsTable;
  want_checks: WantChecksTable;
  order_deadline_notices: OrderDeadlineNoticesTable;
  evidence_photos: EvidencePhotosTable;
  order_problems: OrderProblemsTable;
  problem_replies: ProblemRepliesTable;
  buyer_reviews: BuyerReviewsTable;
}

export type Book = Selectable<BooksTable>;
export type NewBook = Insertable<BooksTable>;
export type BookUpdate = Updateable<BooksTable>;
export type Category = Selectable<CategoriesTable>;
export type Profile = Selectable<ProfilesTable>;
