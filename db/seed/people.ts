import { slugify } from '../../shared/slug.ts';
import type { Executor } from '../client.ts';
import { insertRows } from './bulk.ts';
import {
  BIOS_F,
  BIOS_M,
  CITIES,
  type City,
  FEMALE_NAMES,
  MALE_NAMES,
  STORE_DESCRIPTIONS,
  STORE_NAMES,
  SURNAMES,
} from './data.ts';
import { DEMO_ACCOUNTS, DEMO_STORE_NAME } from './demo-accounts.ts';
import {
  between,
  cityNamed,
  DAY,
  FIRST_RANDOM,
  fakeAddress,
  type Generator,
  HOUR,
  iso,
  location,
  type Row,
  SEED_EPOCH,
} from './generator-state.ts';
import { fakeCpf } from './identifiers.ts';
import { WeightedIndex } from './random.ts';

const USER_CHUNK = 5000;
const CITY_WEIGHTS = CITIES.map((c) => c.weight);

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

export async function insertUsers(g: Generator, db: Executor): Promise<void> {
  const rng = g.rng;
  const total = g.options.users;
  const usernames = new Set<string>(['leitor', 'leitora', 'livreiro', 'admin']);
  for (let start = 0; start < total; start += USER_CHUNK) {
    const rows = emptyUserRows();
    for (let i = start; i < Math.min(total, start + USER_CHUNK); i++) {
      if (i < FIRST_RANDOM) demoUser(g, i, rows);
      else randomUser(g, i, rows, usernames);
    }
    await insertRows(db, 'users', rows.users);
    await insertRows(db, 'profiles', rows.profiles);
    await insertRows(db, 'user_roles', rows.roles);
    await insertRows(db, 'user_identity_info', rows.identities);
    await insertRows(db, 'user_addresses', rows.addresses);
    await insertRows(db, 'stores', rows.stores);
    g.tick(rows.users.length, 'usuários');
  }
  if (!g.sellers.some((s) => s >= FIRST_RANDOM)) {
    throw new Error('Nenhum vendedor gerado; aumente --users.');
  }
  // A few sellers list most of the books, as on any marketplace.
  const randomSellers = g.sellers.filter((s) => s >= FIRST_RANDOM);
  g.sellerPicker = new WeightedIndex(randomSellers.map(() => 1 + 60 * rng.float() ** 6));
  g.randomSellers = randomSellers;
  g.followPicker = new WeightedIndex(g.sellers.map((s) => (s === 1 ? 40 : 1 + 30 * rng.float() ** 4)));
}

function demoUser(g: Generator, i: number, rows: UserRows): void {
  const rng = g.rng;
  const demo = [DEMO_ACCOUNTS.reader, DEMO_ACCOUNTS.seller, DEMO_ACCOUNTS.admin][i];
  if (!demo) return;
  const city = i === 1 ? cityNamed('Belo Horizonte') : i === 0 ? cityNamed('São Paulo') : cityNamed('Recife');
  const createdMs = SEED_EPOCH - (i === 0 ? 400 : i === 1 ? 700 : 800) * DAY;
  const id = rng.uuid();
  const name = `${demo.first} ${demo.last}`;
  const address = i === 2 ? null : fakeAddress(rng, city);
  g.users.push({ id, createdMs, name, city, address });
  const created = iso(createdMs);
  rows.users.push({
    id,
    email: demo.email,
    email_verified_at: iso(createdMs + HOUR),
    password_hash: g.passwordHash,
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
      description: 'Sebo de demonstração: romances, ficção científica, tecnologia e biografias bem cuidados.',
      location: location(city),
      store_photo_url: null,
      bio: 'Livreiro há vinte anos, agora também na Releia.',
      is_active: 1,
      // Both ways of delivery, so the demo shows the choice (docs/product/delivery.md).
      offers_pickup: 1,
      pickup_city: city.name,
      pickup_state: city.uf,
      created_at: created,
      updated_at: created,
    });
    g.sellers.push(i);
  }
}

/** A unique username from the name, with a number sometimes, as people pick them. */
function pickUsername(g: Generator, first: string, lastWord: string, usernames: Set<string>): string {
  let base = slugify(`${first} ${lastWord}`);
  if (g.rng.chance(0.3)) base = `${base}${g.rng.int(1, 99)}`;
  let username = base;
  for (let n = 2; usernames.has(username); n++) username = `${base}-${n}`;
  usernames.add(username);
  return username;
}

function randomUser(g: Generator, i: number, rows: UserRows, usernames: Set<string>): void {
  const rng = g.rng;
  const female = rng.chance(0.55);
  const first = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const last = rng.chance(0.35) ? `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}` : rng.pick(SURNAMES);
  const name = `${first} ${last}`;
  const lastWord = last.split(' ').at(-1) ?? last;
  const username = pickUsername(g, first, lastWord, usernames);

  const city = rng.weighted(CITIES, CITY_WEIGHTS);
  const isSeller = rng.chance(0.3);
  const createdMs = between(rng, SEED_EPOCH - 900 * DAY, SEED_EPOCH - 20 * DAY);
  const created = iso(createdMs);
  const id = rng.uuid();
  const address = isSeller || rng.chance(0.5) ? fakeAddress(rng, city) : null;
  g.users.push({ id, createdMs, name, city, address });

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
    g.buyers.push(i);
  }
  if (isSeller) {
    g.sellers.push(i);
    sellerRows(g, { id, first, last, lastWord, city, female, bio, created }, rows);
  }
}

/** The identity and the store of a random seller. */
function sellerRows(
  g: Generator,
  who: {
    id: string;
    first: string;
    last: string;
    lastWord: string;
    city: City;
    female: boolean;
    bio: string | null;
    created: string;
  },
  rows: UserRows,
): void {
  const rng = g.rng;
  rows.identities.push({
    user_id: who.id,
    first_name: who.first,
    last_name: who.last,
    cpf: fakeCpf(rng),
    birth_date: iso(Date.UTC(rng.int(1950, 2005), rng.int(0, 11), rng.int(1, 28))).slice(0, 10),
    updated_at: who.created,
  });
  rows.stores.push({
    user_id: who.id,
    store_name: storeName(g, who.first, who.lastWord, who.city, who.female),
    description: rng.pick(STORE_DESCRIPTIONS),
    location: location(who.city),
    store_photo_url: null,
    bio: who.bio,
    is_active: 1,
    // Every row of one insert names the same columns; these sellers ship by post only.
    offers_pickup: 0,
    pickup_city: null,
    pickup_state: null,
    created_at: who.created,
    updated_at: who.created,
  });
}

function storeName(g: Generator, first: string, last: string, city: City, female: boolean): string {
  const rng = g.rng;
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
