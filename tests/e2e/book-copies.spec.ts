import { sql } from 'kysely';
import { bookPath } from '../../shared/slug.ts';
import { expect, screenshot, test } from './fixtures.ts';
import { readDb } from './order-steps.ts';

// 'Outros exemplares desta obra' on the book page (docs/product/book-page.md#outros-exemplares),
// on the demo data, whose seed lists several copies of the same works (db/seed/books.ts).

/** A listed demo book whose work has the most other listed copies: other specs sell a few. */
async function bookWithCopies() {
  return readDb(async (db) => {
    const listed = (qb: typeof db) =>
      qb.selectFrom('books').where('status', '=', 'available').where('availability', '=', 1);
    const work = await listed(db)
      .select(['work_key', sql<number>`count(*)`.as('n')])
      .where('work_key', 'is not', null)
      .groupBy('work_key')
      .orderBy('n', 'desc')
      .orderBy('work_key')
      .executeTakeFirst();
    if (!work?.work_key || Number(work.n) < 3)
      throw new Error('a demo não tem obra com 3 exemplares à venda');
    return listed(db)
      .select(['id', 'title', 'author'])
      .where('work_key', '=', work.work_key)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
  });
}

for (const width of [1280, 390]) {
  test.describe(`other copies of the work (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lists the other copies, each a link to its page', async ({ page }) => {
      const book = await bookWithCopies();
      await page.goto(bookPath(book));
      const section = page.getByRole('region', { name: 'Outros exemplares desta obra' });
      await section.scrollIntoViewIfNeeded();
      const links = section.getByRole('listitem').getByRole('link');
      await expect(links.first()).toBeVisible();
      expect(await links.count()).toBeGreaterThanOrEqual(1);
      await expect(links.first()).toContainText(/R\$ \d/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `outros-exemplares-${width}`);

      const target = await links.first().getAttribute('href');
      if (!target) throw new Error('exemplar sem link');
      expect(target).not.toBe(bookPath(book));
      await links.first().click();
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(book.title);
      // The copy's own list now names the first book among its others.
      await expect(
        page
          .getByRole('region', { name: 'Outros exemplares desta obra' })
          .locator(`a[href="${bookPath(book)}"]`),
      ).toBeVisible();
    });
  });
}
