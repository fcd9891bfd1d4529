import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DB } from '../../db/client.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { listAllCategories } from '../../server/admin/categories.ts';
import { listFacet } from '../../server/catalog/browse.ts';
import { listActiveCategories } from '../../server/catalog/categories.ts';
import { listStores } from '../../server/stores/stores.ts';
import { createBook, createCategory, createStore, createUser } from '../helpers/factories.ts';
import { hasPostgres, type PgCluster, pgUrlOf, startPgCluster } from '../helpers/pg-cluster.ts';

// Names sort the same on PostgreSQL whatever collation its cluster was created with
// (docs/deploy.md#collation): here a cluster whose default collation is Brazilian Portuguese (ICU),
// where 'arquitetura' comes before 'Arte' and accents fold, beside SQLite, which orders by code
// point. The same rows in both; every list ordered by a name must come out the same.

const postgresHere = hasPostgres('pg-collation.test.ts');

let cluster: PgCluster;
let pg: DB;
let sqlite: DB;

beforeAll(async () => {
  sqlite = createDb(':memory:').db;
  await migrateToLatest(sqlite);
  if (!postgresHere) return;
  cluster = await startPgCluster({ icuLocale: 'pt-BR' });
  const admin = createDb({ DATABASE_PATH: ':memory:', DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: 1 }).db;
  await sql.raw('create database releia').execute(admin);
  await admin.destroy();
  pg = createDb({
    DATABASE_PATH: ':memory:',
    DATABASE_URL: pgUrlOf(cluster.url, 'releia'),
    DATABASE_POOL_SIZE: 2,
  }).db;
  await migrateToLatest(pg);
}, 120_000);

afterAll(async () => {
  await sqlite?.destroy();
  await pg?.destroy();
  await cluster?.stop();
});

/** Names whose code-point order differs from a language's: case, accents, letters after 'Z'. */
const NAMES = ['Ação', 'Arte', 'arquitetura', 'Zoologia', 'Ética', 'eletrônica', 'Ópera', 'ônibus', 'Beco'];

/** The same rows in either database, every name given (the factories' counters differ between calls). */
async function fill(db: DB): Promise<void> {
  for (const [i, name] of NAMES.entries()) {
    await createCategory(db, { slug: `colacao-${i}`, name, sortOrder: 900 });
    const seller = await createUser(db, {
      email: `livreiro${i}@example.com`,
      name: `Livreiro ${name}`,
      username: `livreiro-${i}`,
    });
    await createStore(db, seller.id, { name: `Sebo ${name}` });
    await createBook(db, seller.id, { title: `Livro ${i}`, author: `Autora ${name}` });
  }
  // One author written three ways (one slug) and two slugs that only a hyphen tells apart.
  const other = await createUser(db, { email: 'autores@example.com', name: 'Autores', username: 'autores' });
  for (const author of ['José de Alencar', 'jose de alencar', 'JOSÉ DE ALENCAR', 'Ana B', 'Anab'])
    await createBook(db, other.id, { title: `Obra de ${author}`, author });
}

async function lists(db: DB) {
  return {
    categories: (await listActiveCategories(db)).map((c) => c.name),
    adminCategories: (await listAllCategories(db)).map((c) => c.name),
    stores: (await listStores(db, { limit: 100 })).items.map((s) => s.storeName),
    authors: (await listFacet(db, 'author', { limit: 100 })).items.map((a) => `${a.name} (${a.slug})`),
  };
}

describe.skipIf(!postgresHere)('name sorts on a PostgreSQL cluster with a pt-BR collation', () => {
  it('give the order SQLite gives', { timeout: 60_000 }, async () => {
    // The cluster does sort differently from code points: without explicit collations, the lists
    // below would differ.
    const { rows } = await sql<{ names: string[] }>`
      select array_agg(n order by n) as names from unnest(${NAMES}::text[]) as n`.execute(pg);
    expect(rows[0]?.names).not.toEqual([...NAMES].sort());

    await fill(sqlite);
    await fill(pg);
    const expected = await lists(sqlite);
    expect(expected.categories.slice(-NAMES.length)).toEqual([...NAMES].sort());
    expect(await lists(pg)).toEqual(expected);
  });
});
