import type { Insertable } from 'kysely';
import { slugify } from '../../shared/slug.ts';
import { workKey } from '../../shared/work-key.ts';
import { bookAuthorRows } from '../book-authors.ts';
import { type DB, type Executor, refreshPlannerStats } from '../client.ts';
import { hashPassword } from '../password.ts';
import { REFERENCE_CATEGORIES } from '../reference-categories.ts';
import type { BookCondition, Database } from '../schema.ts';
import { rebuildWorkSales } from '../work-sales.ts';
import { dropSecondaryIndexes, insertRows, withBulkPragmas } from './bulk.ts';
import { COVER_VARIANTS, coverIndex, coverIndices, coverUrl, generateCovers } from './covers.ts';
import {
  AUTHORS_BY_CATEGORY,
  BIOS_F,
  BIOS_M,
  BOOK_SENTENCES,
  CATEGORY_WEIGHTS,
  CITIES,
  type City,
  COMPLEMENTS,
  CONDITION_SENTENCES,
  ENGLISH_AUTHORS,
  ENGLISH_PUBLISHERS,
  FEMALE_NAMES,
  GENERATED_AUTHOR_SHARE,
  MALE_NAMES,
  NEIGHBORHOODS,
  PUBLISHERS_BY_CATEGORY,
  REVIEW_COMMENTS,
  REVIEW_RESPONSES,
  SPANISH_AUTHORS,
  SPANISH_PUBLISHERS,
  STORE_DESCRIPTIONS,
  STORE_NAMES,
  STREETS,
  SURNAMES,
} from './data.ts';
import { fakeCep, fakeCpf, fakeIsbn, fakeTrackingCode } from './identifiers.ts';
import { Rng, WeightedIndex } from './random.ts';
import { bookTitle } from './titles.ts';

/** Every seeded date is an offset back from this instant, never from the clock. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1, 12, 0, 0);
const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO_PASSWORD = 'releia-demo';
export const DEMO_ACCOUNTS = {
  reader: { email: 'leitor@example.com', username: 'leitora', first: 'Lia', last: 'Leitora' },
  seller: { email: 'livreiro@example.com', username: 'livreiro', first: 'Léo', last: 'Livreiro' },
  admin: { email: 'admin@example.com', username: 'admin', first: 'Equipe', last: 'Releia' },
} as const;
export const DEMO_STORE_NAME = 'Sebo do Livreiro';
/** Categories the demo seller always lists in (the home carousels of docs/product/home.md#sections). */
const DEMO_SELLER_CATEGORIES = ['romance', 'ficcao-cientifica', 'tecnologia', 'biografias'];
const DEMO_SELLER_AVAILABLE = 24;
const DEMO_SELLER_SOLD = 3;

export const MIN_USERS = 10;
export const MIN_BOOKS = 40;
/** Books generated and inserted at a time, to bound memory. */
const BOOK_CHUNK = 5000;
const USER_CHUNK = 5000;
const SHIPPING_CENTS = 1200;
/**
 * Works remembered per shelf (more in bigger data sets, so a work has a few copies, not hundreds),
 * and the share of later books that are copies of one of them.
 */
const worksPerShelf = (books: number) => Math.max(8, Math.round(books / 1000));
const REPRINT_SHARE = 0.25;
/** Mixed into --seed for the reprint stream (any constant; changing it changes the data). */
const WORK_STREAM = 0x3a7c_51e9;

export interface SeedProgress {
  start(total: number): void;
  tick(amount: number, phase: string): void;
}

export interface SeedOptions {
  users: number;
  books: number;
  seed: number;
  dataDir: string;
  /** Cover designs per category, 1..8 (default 8). Fewer makes a small demo start faster. */
  coverVariants?: number;
  /** false skips writing cover files (books still reference them); for tests. */
  writeCovers?: boolean;
  progress?: SeedProgress;
}

export interface SeedResult {
  covers: { created: number; skipped: number };
}

export class SeedRefusedError extends Error {}

type Row<T extends keyof Database> = Insertable<Database[T]>;

interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
}

interface SeedUser {
  id: string;
  createdMs: number;
  name: string;
  city: City;
  address: Address | null;
}

interface SellerStats {
  sales: number;
  reviews: number;
  overall: number;
  communication: number;
  shipping: number;
  condition: number;
}

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();
const location = (city: City) => `${city.name} - ${city.uf}`;

/** Whole-millisecond instant uniformly in [from, to]. */
function between(rng: Rng, from: number, to: number): number {
  return to <= from ? from : from + Math.floor(rng.float() * (to - from));
}

function normal(rng: Rng): number {
  const u = Math.max(rng.float(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.float());
}

/** Geometric-like count with the given mean, for "most have a few, some have many". */
function geometric(rng: Rng, mean: number): number {
  return Math.floor(-Math.log(Math.max(rng.float(), 1e-12)) * mean);
}

const CITY_WEIGHTS = CITIES.map((c) => c.weight);
const CATEGORY_SLUGS = REFERENCE_CATEGORIES.map((c) => c.slug);
const CATEGORY_SLUG_WEIGHTS = CATEGORY_SLUGS.map((s) => CATEGORY_WEIGHTS[s] ?? 1);
const CONDITIONS: BookCondition[] = ['novo', 'usado_otimo', 'usado_bom', 'usado_aceitavel'];
const CONDITION_WEIGHTS = [10, 35, 40, 15];
/** Categories where an imported edition in English or Spanish is common on a sebo shelf. */
const IMPORTED = new Set([
  'romance',
  'literatura-classica',
  'ficcao-cientifica',
  'policial-suspense-misterio',
  'terror-horror',
  'lgbtq',
]);
/** Earliest plausible edition year by category (nobody sells a 1970 TypeScript book). */
const MIN_YEAR: Record<string, number> = {
  tecnologia: 2008,
  preparatorios: 2012,
  'livros-didaticos': 2005,
  direito: 2005,
  medicina: 2000,
  'mangas-graphic-novels': 1990,
  negocios: 1985,
};
/** Typical used price in reais by category; specialised books cost more. */
const BASE_PRICE: Record<string, number> = {
  tecnologia: 70,
  medicina: 110,
  direito: 90,
  dicionarios: 45,
  'livros-didaticos': 40,
  preparatorios: 45,
  'artes-musica': 55,
  'moda-design': 60,
  'mangas-graphic-novels': 25,
  hqs: 30,
  'literatura-infantil': 20,
};

export async function seed(db: DB, options: SeedOptions): Promise<SeedResult> {
  if (!(await isEmpty(db))) {
    throw new SeedRefusedError(
      'O banco de dados já tem usuários ou livros. Use --reset para apagar tudo e semear de novo.',
    );
  }
  if (options.users < MIN_USERS || options.books < MIN_BOOKS) {
    throw new RangeError(`O seed precisa de pelo menos ${MIN_USERS} usuários e ${MIN_BOOKS} livros.`);
  }
  const variants = Math.max(1, Math.min(COVER_VARIANTS, options.coverVariants ?? COVER_VARIANTS));
  const covers = options.writeCovers === false ? [] : coverIndices(variants);
  options.progress?.start(options.users + options.books + covers.length);
  const tick = (n: number, phase: string) => options.progress?.tick(n, phase);

  // Covers render on libvips threads while the main thread writes rows.
  const coversDone = generateCovers(options.dataDir, covers, (n) => tick(n, 'capas'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // One transaction for the whole seed rather than one per chunk: a failed or interrupted seed
  // leaves the database as it was (so seedIfEmpty simply runs again on the next start), the
  // secondary indexes can be dropped and rebuilt without any risk of losing them, and with a
  // rollback journal on a fresh database almost nothing needs journaling.
  const g = new Generator(new Rng(options.seed), options, variants, passwordHash, tick);
  try {
    await withBulkPragmas(db, () =>
      db.transaction().execute(async (trx) => {
        const recreateIndexes = await dropSecondaryIndexes(trx);
        await g.run(trx);
        tick(0, 'índices');
        await recreateIndexes();
      }),
    );
  } catch (error) {
    // Let the cover renders settle so nothing keeps writing files after the seed has failed.
    await coversDone.catch(() => undefined);
    throw error;
  }
  await refreshPlannerStats(db);
  return { covers: await coversDone };
}

export async function isEmpty(db: Executor): Promise<boolean> {
  const users = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  const books = await db.selectFrom('books').select('id').limit(1).executeTakeFirst();
  return !users && !books;
}

class Generator {
  readonly users: SeedUser[] = [];
  /** Indices into `users` of accounts that sell (have a store). */
  readonly sellers: number[] = [];
  /** Indices into `users` of random accounts with an address, who can place orders. */
  readonly buyers: number[] = [];
  readonly stats = new Map<number, SellerStats>();
  readonly categoryIds = new Map<string, number>();
  readonly authorPool: string[] = [];
  /** The first works listed on each shelf (category and language), which later copies reprint. */
  readonly shelves = new Map<string, SeedWork[]>();
  /**
   * Whether a book reprints an earlier work comes from a stream of its own: the main stream draws
   * exactly what it drew before, so every other seeded value stays the same.
   */
  readonly workRng: Rng;
  sellerPicker: WeightedIndex | null = null;
  followPicker: WeightedIndex | null = null;
  /** Random actors are users[FIRST_RANDOM..]; the demo accounts only do what is scripted for them. */
  static readonly FIRST_RANDOM = 3;

  constructor(
    readonly rng: Rng,
    readonly options: SeedOptions,
    readonly variants: number,
    readonly passwordHash: string,
    readonly tick: (n: number, phase: string) => void,
  ) {
    this.workRng = new Rng(options.seed ^ WORK_STREAM);
    for (let i = 0; i < 400; i++) {
      const first = rng.chance(0.5) ? rng.pick(FEMALE_NAMES) : rng.pick(MALE_NAMES);
      this.authorPool.push(
        `${first} ${rng.pick(SURNAMES)}${rng.chance(0.3) ? ` ${rng.pick(SURNAMES)}` : ''}`,
      );
    }
  }

  async run(db: Executor): Promise<void> {
    await this.loadCategories(db);
    await this.insertUsers(db);
    await this.insertFollows(db);
    await this.insertBooks(db);
    await this.insertSellerRatings(db);
    await rebuildWorkSales(db);
  }

  /** The reference categories come from the migrations; the seed only files books under them. */
  async loadCategories(db: Executor): Promise<void> {
    for (const c of await db.selectFrom('categories').select(['id', 'slug']).execute())
      this.categoryIds.set(c.slug, c.id);
  }

  // ---------------------------------------------------------------- users

  async insertUsers(db: Executor): Promise<void> {
    const rng = this.rng;
    const total = this.options.users;
    const usernames = new Set<string>(['leitor', 'leitora', 'livreiro', 'admin']);
    for (let start = 0; start < total; start += USER_CHUNK) {
      const rows = emptyUserRows();
      for (let i = start; i < Math.min(total, start + USER_CHUNK); i++) {
        if (i < Generator.FIRST_RANDOM) this.demoUser(i, rows);
        else this.randomUser(i, rows, usernames);
      }
      await insertRows(db, 'users', rows.users);
      await insertRows(db, 'profiles', rows.profiles);
      await insertRows(db, 'user_roles', rows.roles);
      await insertRows(db, 'user_identity_info', rows.identities);
      await insertRows(db, 'user_addresses', rows.addresses);
      await insertRows(db, 'stores', rows.stores);
      this.tick(rows.users.length, 'usuários');
    }
    if (!this.sellers.some((s) => s >= Generator.FIRST_RANDOM)) {
      throw new Error('Nenhum vendedor gerado; aumente --users.');
    }
    // A few sellers list most of the books, as on any marketplace.
    const randomSellers = this.sellers.filter((s) => s >= Generator.FIRST_RANDOM);
    this.sellerPicker = new WeightedIndex(randomSellers.map(() => 1 + 60 * rng.float() ** 6));
    this.randomSellers = randomSellers;
    this.followPicker = new WeightedIndex(
      this.sellers.map((s) => (s === 1 ? 40 : 1 + 30 * rng.float() ** 4)),
    );
  }

  randomSellers: number[] = [];

  demoUser(i: number, rows: UserRows): void {
    const rng = this.rng;
    const demo = [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.seller, DEMO_ACCOUNTS.admin][i];
    if (!demo) return;
    const city =
      i === 1 ? cityNamed('Belo Horizonte') : i === 0 ? cityNamed('São Paulo') : cityNamed('Recife');
    const createdMs = SEED_EPOCH - (i === 0 ? 400 : i === 1 ? 700 : 800) * DAY;
    const id = rng.uuid();
    const name = `${demo.first} ${demo.last}`;
    const address = i === 2 ? null : this.address(city);
    this.users.push({ id, createdMs, name, city, address });
    const created = iso(createdMs);
    rows.users.push({
      id,
      email: demo.email,
      email_verified_at: iso(createdMs + HOUR),
      password_hash: this.passwordHash,
      suspended_at: null,
      suspended_reason: null,
      created_at: created,
      is_demo: 1,
    });
    const bio =
      i === 0
        ? 'Conta de demonstração: leitora que compra, curte e segue livrarias.'
        : i === 1
          ? 'Conta de demonstração: livreiro verificado com um sebo cheio de achados.'
          : 'Conta de demonstração com acesso à administração.';
    rows.profiles.push(
      profileRow(id, name, demo.first, demo.last, demo.username, bio, location(city), created),
    );
    if (address) rows.addresses.push({ id: rng.uuid(), user_id: id, ...address, created_at: created });
    if (i === 2) rows.roles.push({ user_id: id, role: 'admin', created_at: created });
    if (i === 1) {
      rows.identities.push({
        user_id: id,
        first_name: demo.first,
        last_name: demo.last,
        cpf: fakeCpf(rng),
        birth_date: '1978-04-23',
        updated_at: created,
      });
      rows.stores.push({
        user_id: id,
        store_name: DEMO_STORE_NAME,
        description:
          'Sebo de demonstração: romances, ficção científica, tecnologia e biografias bem cuidados.',
        location: location(city),
        store_photo_url: null,
        bio: 'Livreiro há vinte anos, agora também na Releia.',
        is_active: 1,
        created_at: created,
        updated_at: created,
      });
      this.sellers.push(i);
    }
  }

  randomUser(i: number, rows: UserRows, usernames: Set<string>): void {
    const rng = this.rng;
    const female = rng.chance(0.55);
    const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const last = rng.chance(0.35) ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : rng.pick(SURNAMES);
    const name = `${first} ${last}`;
    const lastWord = last.split(' ').at(-1) ?? last;
    let base = slugify(`${first} ${lastWord}`);
    if (rng.chance(0.3)) base = `${base}${rng.int(1, 99)}`;
    let username = base;
    for (let n = 2; usernames.has(username); n++) username = `${base}-${n}`;
    usernames.add(username);

    const city = rng.weighted(CITIES, CITY_WEIGHTS);
    const isSeller = rng.chance(0.3);
    const createdMs = between(rng, SEED_EPOCH - 900 * DAY, SEED_EPOCH - 20 * DAY);
    const created = iso(createdMs);
    const id = rng.uuid();
    const address = isSeller || rng.chance(0.5) ? this.address(city) : null;
    this.users.push({ id, createdMs, name, city, address });

    rows.users.push({
      id,
      // Dots for hyphens keeps emails unique because usernames are.
      email: `${username.replace(/-/g, '.')}@example.com`,
      email_verified_at: isSeller || rng.chance(0.6) ? iso(createdMs + between(rng, 60_000, 2 * DAY)) : null,
      // Only the demo accounts can sign in; hashing 10 000 passwords would dominate the seed time.
      password_hash: null,
      suspended_at: null,
      suspended_reason: null,
      created_at: created,
      is_demo: 1,
    });
    const bio = rng.chance(0.6) ? rng.pick(female ? BIOS_F : BIOS_M) : null;
    rows.profiles.push(profileRow(id, name, first, last, username, bio, location(city), created));
    if (address) {
      rows.addresses.push({ id: rng.uuid(), user_id: id, ...address, created_at: created });
      this.buyers.push(i);
    }
    if (isSeller) {
      this.sellers.push(i);
      rows.identities.push({
        user_id: id,
        first_name: first,
        last_name: last,
        cpf: fakeCpf(rng),
        birth_date: iso(Date.UTC(rng.int(1950, 2005), rng.int(0, 11), rng.int(1, 28))).slice(0, 10),
        updated_at: created,
      });
      rows.stores.push({
        user_id: id,
        store_name: this.storeName(first, lastWord, city, female),
        description: rng.pick(STORE_DESCRIPTIONS),
        location: location(city),
        store_photo_url: null,
        bio,
        is_active: 1,
        created_at: created,
        updated_at: created,
      });
    }
  }

  storeName(first: string, last: string, city: City, female: boolean): string {
    const rng = this.rng;
    switch (rng.int(0, 4)) {
      case 0:
        return `Sebo ${last}`;
      case 1:
        return `Estante ${female ? 'da' : 'do'} ${first}`;
      case 2:
        return `${rng.pick(STORE_NAMES)} ${city.name}`;
      case 3:
        return `${first} Livros Usados`;
      default:
        return rng.pick(STORE_NAMES);
    }
  }

  address(city: City): Address {
    const rng = this.rng;
    return {
      cep: fakeCep(rng, city.cep),
      street: rng.pick(STREETS),
      number: String(rng.int(1, 2999)),
      complement: rng.chance(0.4) ? rng.pick(COMPLEMENTS) : null,
      neighborhood: rng.pick(NEIGHBORHOODS),
      city: city.name,
      state: city.uf,
    };
  }

  // ---------------------------------------------------------------- follows

  async insertFollows(db: Executor): Promise<void> {
    const rng = this.rng;
    const picker = this.followPicker;
    if (!picker) return;
    const rows: Row<'follows'>[] = [];
    const follow = (from: number, to: number) => {
      const a = this.users[from];
      const b = this.users[to];
      if (!a || !b) return;
      rows.push({
        follower_id: a.id,
        following_id: b.id,
        created_at: iso(between(rng, Math.max(a.createdMs, b.createdMs), SEED_EPOCH)),
      });
    };
    // The demo reader follows the demo seller and a few others.
    const readerFollows = new Set<number>([1]);
    for (let k = 0; k < 6 && readerFollows.size < 4; k++)
      readerFollows.add(this.sellers[picker.pick(rng)] ?? 1);
    for (const s of readerFollows) follow(0, s);

    for (let i = Generator.FIRST_RANDOM; i < this.users.length; i++) {
      if (rng.chance(0.35)) continue;
      const want = Math.min(30, 1 + geometric(rng, 3));
      const targets = new Set<number>();
      for (let attempt = 0; attempt < want * 3 && targets.size < want; attempt++) {
        const s = this.sellers[picker.pick(rng)];
        if (s !== undefined && s !== i) targets.add(s);
      }
      for (const s of targets) follow(i, s);
    }
    await insertRows(db, 'follows', rows);
  }

  // ---------------------------------------------------------------- books

  async insertBooks(db: Executor): Promise<void> {
    const rng = this.rng;
    const total = this.options.books;
    const demoBooks = DEMO_SELLER_AVAILABLE + DEMO_SELLER_SOLD;
    for (let start = 0; start < total; start += BOOK_CHUNK) {
      const chunk = new ChunkRows();
      const end = Math.min(total, start + BOOK_CHUNK);
      for (let b = start; b < end; b++) {
        if (b < demoBooks) this.demoSellerBook(b, chunk);
        else {
          const sellerIdx = this.randomSellers[this.sellerPicker?.pick(rng) ?? 0] ?? 1;
          const category = rng.weighted(CATEGORY_SLUGS, CATEGORY_SLUG_WEIGHTS);
          const roll = rng.float();
          const status = roll < 0.05 ? 'sold' : 'available';
          this.book(sellerIdx, category, chunk, { status, withOrder: status === 'sold' && rng.chance(0.7) });
        }
      }
      this.makeOrders(chunk);
      // Inserting in (user, book) order walks the views and likes indexes almost sequentially;
      // measured, it halves the time spent on views, the biggest table.
      chunk.views.sort(byUserThenBook);
      chunk.likes.sort(byUserThenBook);
      await insertRows(db, 'books', chunk.books);
      await insertRows(db, 'book_authors', chunk.bookAuthors);
      await insertRows(db, 'likes', chunk.likes);
      await insertRows(db, 'views', chunk.views);
      await insertRows(db, 'orders', chunk.orders);
      await insertRows(db, 'order_items', chunk.orderItems);
      await insertRows(db, 'order_events', chunk.orderEvents);
      await insertRows(db, 'reviews', chunk.reviews);
      this.tick(end - start, 'livros');
    }
  }

  /**
   * The demo seller's shelf: available books in the home-carousel categories first, then a few
   * sold ones, two of them bought by the demo reader (one reviewed, one left for her to review).
   */
  demoSellerBook(b: number, chunk: ChunkRows): void {
    const rng = this.rng;
    if (b < DEMO_SELLER_AVAILABLE) {
      const forced = b < DEMO_SELLER_CATEGORIES.length * 2 ? DEMO_SELLER_CATEGORIES[b % 4] : undefined;
      const category = forced ?? rng.weighted(CATEGORY_SLUGS, CATEGORY_SLUG_WEIGHTS);
      // The demo reader has liked and seen a handful of them.
      this.book(1, category, chunk, { status: 'available', withOrder: false, reader: b % 5 === 0 });
      return;
    }
    const k = b - DEMO_SELLER_AVAILABLE;
    this.book(1, DEMO_SELLER_CATEGORIES[k % DEMO_SELLER_CATEGORIES.length] ?? 'romance', chunk, {
      status: 'sold',
      withOrder: true,
      buyer: k < 2 ? 0 : undefined,
      review: k === 0 ? 'yes' : k === 1 ? 'no' : undefined,
    });
  }

  book(
    sellerIdx: number,
    category: string,
    chunk: ChunkRows,
    opts: {
      status: 'available' | 'sold';
      withOrder: boolean;
      reader?: boolean;
      buyer?: number;
      review?: 'yes' | 'no';
    },
  ): void {
    const rng = this.rng;
    const seller = this.users[sellerIdx];
    if (!seller) throw new Error(`vendedor ${sellerIdx} inexistente`);
    const categoryIndex = CATEGORY_SLUGS.indexOf(category);
    const categoryName = REFERENCE_CATEGORIES[categoryIndex]?.name ?? 'Outros';

    const language = IMPORTED.has(category) ? rng.weighted(['pt', 'en', 'es'] as const, [85, 10, 5]) : 'pt';
    let author: string;
    if (language === 'es') author = rng.pick(SPANISH_AUTHORS);
    else if (language === 'en') author = rng.pick(ENGLISH_AUTHORS);
    else if (rng.chance(GENERATED_AUTHOR_SHARE[category] ?? 0) || !AUTHORS_BY_CATEGORY[category])
      author = rng.pick(this.authorPool);
    else author = rng.pick(AUTHORS_BY_CATEGORY[category] ?? this.authorPool);
    const authors = [author];
    if (GENERATED_AUTHOR_SHARE[category] !== undefined && rng.chance(0.1)) {
      const coauthor = rng.pick(this.authorPool);
      if (coauthor !== author) authors.push(coauthor);
    }
    const publisher =
      language === 'en'
        ? rng.pick(ENGLISH_PUBLISHERS)
        : language === 'es'
          ? rng.pick(SPANISH_PUBLISHERS)
          : rng.pick(PUBLISHERS_BY_CATEGORY[category] ?? PUBLISHERS_BY_CATEGORY.default ?? ['Record']);
    const condition = rng.weighted(CONDITIONS, CONDITION_WEIGHTS);
    const conditionFactor = condition === 'novo' ? 1.3 : condition === 'usado_aceitavel' ? 0.7 : 1;
    const reais = Math.exp(Math.log(BASE_PRICE[category] ?? 32) + normal(rng) * 0.45) * conditionFactor;
    // Prices end in ,90 or ,00 as sellers write them.
    const rounded = Math.round(reais) * 100 - (rng.chance(0.6) ? 10 : 0);
    const priceCents = Math.min(25_000, Math.max(800, rounded));
    // Most used books are recent editions; classics are spread over the whole range.
    const minYear = MIN_YEAR[category] ?? 1950;
    const year =
      category === 'literatura-classica'
        ? rng.int(minYear, 2026)
        : 2026 - Math.floor(rng.float() ** 2 * (2027 - minYear));
    const pages =
      category === 'literatura-infantil'
        ? rng.int(12, 64)
        : category === 'hqs' || category === 'mangas-graphic-novels'
          ? rng.int(48, 240)
          : category === 'dicionarios'
            ? rng.int(300, 1200)
            : rng.int(96, 720);
    const edition = `${rng.chance(0.55) ? 1 : rng.int(2, 12)}ª edição`;
    const sentences = [rng.pick(CONDITION_SENTENCES[condition] ?? ['Bom estado.'])];
    for (let s = rng.int(0, 2); s > 0; s--) {
      const sentence = rng
        .pick(BOOK_SENTENCES)
        .replace('{a}', author)
        .replace('{c}', categoryName.toLowerCase());
      if (!sentences.includes(sentence)) sentences.push(sentence);
    }

    const from = Math.max(SEED_EPOCH - 365 * DAY, seller.createdMs + DAY);
    // A book with an order needs room for payment, shipping and delivery before the epoch.
    const to = opts.withOrder ? SEED_EPOCH - 30 * DAY : SEED_EPOCH - HOUR;
    const withOrder = opts.withOrder && from < to;
    const createdMs = between(rng, from, to);

    const id = rng.uuid();
    const cover = coverUrl(coverIndex(Math.max(0, categoryIndex), rng.int(0, this.variants - 1)));

    // Viewers first; likers are a subset of them, since one likes what one has seen.
    const poolSize = this.users.length - Generator.FIRST_RANDOM;
    const exclude = new Set<number>();
    if (sellerIdx >= Generator.FIRST_RANDOM) exclude.add(sellerIdx - Generator.FIRST_RANDOM);
    const roll = rng.float();
    let likeCount = roll < 0.42 ? 0 : roll < 0.99 ? 1 + geometric(rng, 2.5) : rng.int(60, 140);
    let viewCount = likeCount + geometric(rng, 2.5);
    viewCount = Math.min(viewCount, poolSize - exclude.size);
    likeCount = Math.min(likeCount, viewCount);
    const viewers = rng
      .sampleIndices(poolSize, viewCount, exclude)
      .map((k) => this.users[k + Generator.FIRST_RANDOM] as SeedUser);
    if (opts.reader && this.users[0]) viewers.unshift(this.users[0]);
    const likers = opts.reader ? viewers.slice(0, likeCount + 1) : viewers.slice(0, likeCount);
    for (const user of viewers) {
      chunk.views.push({
        user_id: user.id,
        book_id: id,
        ip_address: null,
        created_at: iso(between(rng, createdMs, SEED_EPOCH)),
      });
    }
    for (const user of likers) {
      chunk.likes.push({
        id: rng.uuid(),
        user_id: user.id,
        book_id: id,
        created_at: iso(between(rng, createdMs, SEED_EPOCH)),
      });
    }

    const sold = opts.status === 'sold';
    const row: BookRow = {
      id,
      user_id: seller.id,
      title: bookTitle(rng, category, language),
      author,
      authors: JSON.stringify(authors),
      author_slug: slugify(author),
      publisher,
      publisher_slug: slugify(publisher),
      isbn: rng.chance(0.9) ? fakeIsbn(rng) : null,
      condition,
      price_cents: priceCents,
      currency: 'BRL',
      description: sentences.join(' '),
      genre: categoryName,
      category_id: this.categoryIds.get(category) ?? null,
      year,
      language,
      location: location(seller.city),
      photos: JSON.stringify([cover]),
      status: opts.status,
      status_reason: null,
      availability: sold ? 0 : 1,
      stock: sold ? 0 : 1,
      views_count: viewers.length,
      likes_count: likers.length,
      sales_count: 0,
      // Set by sameWorkAs, once the book knows which work it is.
      work_key: null,
      edition,
      pages,
      cover_type: rng.chance(0.85) ? 'brochura' : 'capa_dura',
      created_at: iso(createdMs),
      updated_at: sold && !withOrder ? iso(between(rng, createdMs, SEED_EPOCH)) : iso(createdMs),
    };
    const names = this.sameWorkAs(row, `${category}|${language}`, authors);
    chunk.books.push(row);
    chunk.bookAuthors.push(...bookAuthorRows(id, names));
    if (withOrder)
      chunk.pendingSales.push({ book: row, createdMs, sellerIdx, buyer: opts.buyer, review: opts.review });
  }

  /**
   * Several sellers list copies of the same works, as on any used-book market, so 'Mais Vendidos'
   * has sold works with copies still on sale (docs/product/best-sellers.md#demo-data). The first
   * works of a shelf are remembered; a later book of the shelf is sometimes another copy of one.
   */
  sameWorkAs(row: BookRow, shelf: string, names: string[]): string[] {
    const works = this.shelves.get(shelf) ?? [];
    this.shelves.set(shelf, works);
    const reprint = works.length > 0 && this.workRng.chance(REPRINT_SHARE);
    const work = reprint ? this.workRng.pick(works) : undefined;
    if (work) {
      if (row.description) row.description = row.description.replaceAll(row.author, work.columns.author);
      Object.assign(row, work.columns);
    } else if (works.length < worksPerShelf(this.options.books)) {
      const { title, author, authors, author_slug, publisher, publisher_slug, isbn } = row;
      const columns = { title, author, authors, author_slug, publisher, publisher_slug, isbn: isbn ?? null };
      works.push({ columns, names });
    }
    row.work_key = workKey(row);
    return work ? work.names : names;
  }

  // ---------------------------------------------------------------- orders

  /** Sold books of one seller in the same chunk sometimes go out in one parcel, as one order. */
  makeOrders(chunk: ChunkRows): void {
    const rng = this.rng;
    const pending = chunk.pendingSales;
    for (let i = 0; i < pending.length; ) {
      const first = pending[i] as PendingSale;
      const group = [first];
      i++;
      while (
        i < pending.length &&
        group.length < 3 &&
        first.buyer === undefined &&
        pending[i]?.buyer === undefined &&
        pending[i]?.sellerIdx === first.sellerIdx &&
        rng.chance(0.5)
      ) {
        group.push(pending[i] as PendingSale);
        i++;
      }
      this.order(group, chunk);
    }
  }

  order(items: PendingSale[], chunk: ChunkRows): void {
    const rng = this.rng;
    const first = items[0];
    if (!first) return;
    const seller = this.users[first.sellerIdx] as SeedUser;
    let buyerIdx = first.buyer;
    for (let attempt = 0; buyerIdx === undefined && attempt < 50; attempt++) {
      const candidate = rng.pick(this.buyers);
      if (candidate !== first.sellerIdx) buyerIdx = candidate;
    }
    // Only in tiny data sets can every candidate be the seller; the demo reader buys then.
    buyerIdx ??= 0;
    const buyer = this.users[buyerIdx] as SeedUser;
    const address = buyer.address ?? this.address(buyer.city);

    const latestBook = Math.max(...items.map((p) => p.createdMs));
    const orderedMs = latestBook + between(rng, HOUR, 10 * DAY);
    const paidMs = orderedMs + between(rng, 10 * 60_000, 2 * DAY);
    const shippedMs = paidMs + between(rng, 2 * HOUR, 3 * DAY);
    const deliveredMs = shippedMs + between(rng, 2 * DAY, 10 * DAY);
    const orderId = rng.uuid();
    const subtotal = items.reduce((sum, p) => sum + p.book.price_cents, 0);
    const tracking = fakeTrackingCode(rng);
    chunk.orders.push({
      id: orderId,
      buyer_id: buyer.id,
      seller_id: seller.id,
      status: 'entregue',
      subtotal_cents: subtotal,
      shipping_cents: SHIPPING_CENTS,
      total_cents: subtotal + SHIPPING_CENTS,
      tracking_code: tracking,
      delivery_address: JSON.stringify({ name: buyer.name, ...address }),
      created_at: iso(orderedMs),
      updated_at: iso(deliveredMs),
    });
    for (const p of items) {
      chunk.orderItems.push({
        id: rng.uuid(),
        order_id: orderId,
        book_id: p.book.id,
        title: p.book.title,
        price_cents: p.book.price_cents,
        quantity: 1,
        work_key: p.book.work_key,
      });
      p.book.sales_count = 1;
      p.book.updated_at = iso(orderedMs);
    }
    const event = (status: Row<'order_events'>['status'], actor: string, ms: number, note: string | null) =>
      chunk.orderEvents.push({ order_id: orderId, status, actor_id: actor, note, created_at: iso(ms) });
    event('aguardando_pagamento', buyer.id, orderedMs, null);
    event('pago', seller.id, paidMs, null);
    event('enviado', seller.id, shippedMs, `Código de rastreio: ${tracking}`);
    event('entregue', buyer.id, deliveredMs, null);

    const stats = this.stats.get(first.sellerIdx) ?? {
      sales: 0,
      reviews: 0,
      overall: 0,
      communication: 0,
      shipping: 0,
      condition: 0,
    };
    this.stats.set(first.sellerIdx, stats);
    stats.sales++;

    const reviewed = first.review === 'yes' || (first.review === undefined && rng.chance(0.7));
    if (!reviewed) return;
    const overall = first.review === 'yes' ? 5 : rng.weighted([1, 2, 3, 4, 5], [3, 4, 10, 30, 53]);
    const near = () => Math.min(5, Math.max(1, overall + rng.weighted([-1, 0, 1], [2, 6, 2])));
    const communication = near();
    const shipping = near();
    const condition = near();
    const reviewMs = Math.min(SEED_EPOCH - HOUR, deliveredMs + between(rng, HOUR, 5 * DAY));
    const respond = first.review === 'yes' || rng.chance(0.3);
    const responseMs = Math.min(SEED_EPOCH, reviewMs + between(rng, HOUR, 3 * DAY));
    chunk.reviews.push({
      id: rng.uuid(),
      order_id: orderId,
      seller_id: seller.id,
      buyer_id: buyer.id,
      is_anonymous: first.review === undefined && rng.chance(0.15) ? 1 : 0,
      overall_rating: overall,
      communication_rating: communication,
      shipping_rating: shipping,
      condition_rating: condition,
      comment: first.review === 'yes' || rng.chance(0.8) ? rng.pick(REVIEW_COMMENTS[overall] ?? ['']) : null,
      response: respond
        ? rng.pick(overall >= 4 ? REVIEW_RESPONSES.slice(0, 2) : REVIEW_RESPONSES.slice(2))
        : null,
      response_at: respond ? iso(responseMs) : null,
      created_at: iso(reviewMs),
    });
    stats.reviews++;
    stats.overall += overall;
    stats.communication += communication;
    stats.shipping += shipping;
    stats.condition += condition;
  }

  /** The rating summary of every seller with a delivered order, computed from the rows above. */
  async insertSellerRatings(db: Executor): Promise<void> {
    const rows: Row<'seller_ratings'>[] = [];
    const sellerIndices = [...this.stats.keys()].sort((a, b) => a - b);
    for (const idx of sellerIndices) {
      const s = this.stats.get(idx) as SellerStats;
      const avg = (sum: number) => (s.reviews ? sum / s.reviews : 0);
      rows.push({
        seller_id: (this.users[idx] as SeedUser).id,
        total_reviews: s.reviews,
        average_overall: avg(s.overall),
        average_communication: avg(s.communication),
        average_shipping: avg(s.shipping),
        average_condition: avg(s.condition),
        total_sales: s.sales,
      });
    }
    await insertRows(db, 'seller_ratings', rows);
  }
}

function byUserThenBook(a: { user_id: string; book_id: string }, b: { user_id: string; book_id: string }) {
  if (a.user_id !== b.user_id) return a.user_id < b.user_id ? -1 : 1;
  return a.book_id < b.book_id ? -1 : a.book_id > b.book_id ? 1 : 0;
}

function cityNamed(name: string): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`cidade ${name} não está na lista`);
  return city;
}

function profileRow(
  id: string,
  name: string,
  first: string,
  last: string,
  username: string,
  bio: string | null,
  where: string,
  created: string,
): Row<'profiles'> {
  return {
    user_id: id,
    name,
    first_name: first,
    last_name: last,
    username,
    photo_url: null,
    avatar_type: 'initials',
    selected_avatar: null,
    gender: null,
    bio,
    location: where,
    phone: null,
    newsletter: 0,
    created_at: created,
    updated_at: created,
  };
}

interface UserRows {
  users: Row<'users'>[];
  profiles: Row<'profiles'>[];
  roles: Row<'user_roles'>[];
  identities: Row<'user_identity_info'>[];
  addresses: Row<'user_addresses'>[];
  stores: Row<'stores'>[];
}

function emptyUserRows(): UserRows {
  return { users: [], profiles: [], roles: [], identities: [], addresses: [], stores: [] };
}

type BookRow = Row<'books'> & { sales_count: number; updated_at: string; work_key: string | null };

interface SeedWork {
  columns: Pick<
    Row<'books'>,
    'title' | 'author' | 'authors' | 'author_slug' | 'publisher' | 'publisher_slug' | 'isbn'
  >;
  /** The authors in order, for the book_authors rows of each copy. */
  names: string[];
}

interface PendingSale {
  book: BookRow;
  createdMs: number;
  sellerIdx: number;
  buyer: number | undefined;
  review: 'yes' | 'no' | undefined;
}

class ChunkRows {
  books: BookRow[] = [];
  bookAuthors: Row<'book_authors'>[] = [];
  likes: Row<'likes'>[] = [];
  views: Row<'views'>[] = [];
  orders: Row<'orders'>[] = [];
  orderItems: Row<'order_items'>[] = [];
  orderEvents: Row<'order_events'>[] = [];
  reviews: Row<'reviews'>[] = [];
  pendingSales: PendingSale[] = [];
}
