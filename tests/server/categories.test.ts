import { Migrator } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { migrations } from '../../db/migrations/index.ts';
import { REFERENCE_CATEGORIES } from '../../db/reference-categories.ts';
import { seed } from '../../db/seed/index.ts';
import { CATEGORY_GROUPS } from '../../shared/categories.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createBook, createUser } from '../helpers/factories.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

describe('reference categories on an empty install', () => {
  it('are there without any seed: every menu group, the carousels and the category pages', async () => {
    const { categories: list } = await callerFor(t).categories.list();
    expect(list).toHaveLength(REFERENCE_CATEGORIES.length);
    expect(list).toHaveLength(32);
    for (const group of CATEGORY_GROUPS) expect(list.some((c) => c.groupName === group)).toBe(true);
    expect(list.find((c) => c.slug === 'romance')).toMatchObject({ name: 'Romance', groupName: 'Ficção' });
    expect(list.find((c) => c.slug === 'tecnologia')).toMatchObject({ groupName: null });
  });

  it('file a new book under them and list it on the category page', async () => {
    const seller = await createUser(t.db, { verified: true });
    const romance = (await callerFor(t).categories.list()).categories.find((c) => c.slug === 'romance');
    await createBook(t.db, seller.id, { title: 'Dom Casmurro', categoryId: romance?.id ?? null });
    const page = await callerFor(t).books.byCategory({ slug: 'romance' });
    expect(page.items.map((b) => b.title)).toEqual(['Dom Casmurro']);
  });

  it('are edited by an admin, and the demo seed keeps the edit instead of writing its own', async () => {
    const admin = await createUser(t.db, { admin: true });
    const romance = (await callerFor(t).categories.list()).categories.find((c) => c.slug === 'romance');
    if (!romance) throw new Error('romance missing');
    await callerFor(t, admin).admin.categories.update({
      id: romance.id,
      name: 'Romances',
      slug: 'romance',
      description: 'Amor em todas as épocas.',
      group: 'Ficção',
      sortOrder: romance.sortOrder,
      isActive: true,
    });
    await t.db.deleteFrom('user_roles').execute();
    await t.db.deleteFrom('users').execute();
    await seed(t.db, { users: 30, books: 60, seed: 2, dataDir: t.dataDir, writeCovers: false });
    const { categories: after } = await callerFor(t).categories.list();
    expect(after).toHaveLength(32);
    expect(after.find((c) => c.slug === 'romance')).toMatchObject({ id: romance.id, name: 'Romances' });
  });
});

describe('the reference categories migration', () => {
  it('adds only the missing slugs to an install that already has categories', async () => {
    const { db } = createDb(':memory:');
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const names = Object.keys(migrations);
      const before = names[names.indexOf('2026-11-24T1000_reference_categories') - 1];
      if (!before) throw new Error('migration order changed');
      await migrator.migrateTo(before);
      await db
        .insertInto('categories')
        .values({
          name: 'Romance antigo',
          slug: 'romance',
          description: null,
          group_name: 'Ficção',
          is_active: 0,
          sort_order: 5,
        })
        .execute();
      await migrator.migrateTo('2026-11-24T1000_reference_categories');
      const rows = await db.selectFrom('categories').select(['slug', 'name', 'is_active']).execute();
      expect(rows).toHaveLength(32);
      expect(rows.find((r) => r.slug === 'romance')).toEqual({
        slug: 'romance',
        name: 'Romance antigo',
        is_active: 0,
      });
    } finally {
      await db.destroy();
    }
  });
});
