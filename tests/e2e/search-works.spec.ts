import { sql } from 'kysely';
import { searchBooks } from '../../server/search/service.ts';
import { expect, type Page, screenshot, test } from './fixtures.ts';
import { readDb } from './order-steps.ts';

// Search on the demo data (docs/product/search.md#works and #no-results): a work with several
// copies is one result that counts them and leads to the others; a word misspelt past what
// search forgives finds nothing and offers the catalogue's word, which leads to the book.

/** The listed demo work with the most copies, its title and how many there are. */
async function workWithCopies() {
  return readDb(async (db) => {
    const work = await db
      .selectFrom('books')
      .where('status', '=', 'available')
      .where('availability', '=', 1)
      .where('work_key', 'is not', null)
      .select(['work_key', 'title', sql<number>`count(*)`.as('n')])
      .groupBy(['work_key', 'title'])
      .orderBy('n', 'desc')
      .orderBy('work_key')
      .executeTakeFirstOrThrow();
    return { title: work.title, copies: Number(work.n) };
  });
}

/**
 * A demo title's word with two letters replaced, which search (one typo allowed under nine
 * letters) finds nothing for and 'Você quis dizer' corrects: found by asking the server's own
 * search, so the test holds whatever the seed names.
 */
async function misspelt(): Promise<{ typed: string; meant: string }> {
  return readDb(async (db) => {
    const rows = await db
      .selectFrom('books')
      .where('status', '=', 'available')
      .select('title')
      .orderBy('created_at')
      .limit(200)
      .execute();
    const words = [...new Set(rows.flatMap((r) => r.title.toLowerCase().split(/[^a-z]+/)))].filter(
      (w) => w.length >= 6 && w.length <= 8,
    );
    for (const meant of words) {
      const typed = `${meant[0]}${meant[1] === 'q' ? 'w' : 'q'}${meant.slice(2, 4)}${meant[4] === 'k' ? 'y' : 'k'}${meant.slice(5)}`;
      const page = await searchBooks(db, { q: typed, sort: 'relevance', limit: 24 });
      if (page.total === 0 && page.didYouMean[0] === meant) return { typed, meant };
    }
    throw new Error('nenhuma palavra da demo serve para o teste');
  });
}

const count = (page: Page) => page.getByTestId('result-count');

for (const width of [1280, 390]) {
  test.describe(`search by works and its corrections (${width} px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a work with copies is one result that counts them and leads to the others', async ({ page }) => {
      const work = await workWithCopies();
      await page.goto(`/?search=${encodeURIComponent(work.title)}`);
      // Other works may share the title (other editions): this one says how many copies it has.
      const result = page
        .getByRole('article')
        .filter({ hasText: work.title })
        .filter({ hasText: `${work.copies} exemplares a partir de R$` });
      await expect(result).toHaveCount(1);
      await expect(count(page)).toHaveText(/^\d+(\.\d{3})* livros?$/);
      await screenshot(page, `search-work-${width}`);
      await result.getByRole('link', { name: work.title, exact: true }).click();
      const others = page.getByRole('region', { name: 'Outros exemplares desta obra' });
      await expect(others.getByRole('link')).toHaveCount(work.copies - 1);
    });

    test("a word too far from the catalogue's offers 'Você quis dizer', which finds the book", async ({
      page,
    }) => {
      const { typed, meant } = await misspelt();
      await page.goto(`/?search=${encodeURIComponent(typed)}`);
      await expect(page.getByText('Nenhum livro encontrado')).toBeVisible();
      await expect(count(page)).toHaveText('0 livros');
      const correction = page.getByRole('link', { name: meant, exact: true });
      await expect(correction.locator('xpath=ancestor::p')).toContainText(`Você quis dizer ${meant}?`);
      await screenshot(page, `search-did-you-mean-${width}`);
      await correction.click();
      await expect(page.getByRole('heading', { level: 1, name: `Resultados para "${meant}"` })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      // Back returns to the search that found nothing.
      await page.goBack();
      await expect(page.getByText('Nenhum livro encontrado')).toBeVisible();
    });
  });
}
