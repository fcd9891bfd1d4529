import type { Executor } from '../../db/client.ts';
import type { IsbnFacts } from '../../shared/schemas/isbn.ts';

// The ISBN providers' answers kept (server/isbn/lookup.ts), found or not.

/** What was kept for an ISBN: its facts, null when it was not found. */
export interface CachedIsbn {
  facts: IsbnFacts | null;
  lookedUpAt: Date;
}

function authorsOf(json: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === 'string') : [];
  } catch {
    return [];
  }
}

/** What was kept for `isbn` (ISBN-13), undefined when it was never asked. */
export async function cachedIsbn(db: Executor, isbn: string): Promise<CachedIsbn | undefined> {
  const row = await db.selectFrom('isbn_lookups').selectAll().where('isbn', '=', isbn).executeTakeFirst();
  if (!row) return undefined;
  const facts: IsbnFacts | null =
    row.found === 1 && row.title
      ? {
          isbn,
          title: row.title,
          subtitle: row.subtitle,
          authors: authorsOf(row.authors),
          publisher: row.publisher,
          year: row.year,
          pages: row.pages,
          language: row.language,
          synopsis: row.synopsis,
          coverPhoto: row.cover_photo,
        }
      : null;
  return { facts, lookedUpAt: new Date(row.looked_up_at) };
}

/** Keeps a provider's answer for `isbn` (null: not found), replacing an older one. */
export async function keepIsbn(
  db: Executor,
  isbn: string,
  answer: { facts: IsbnFacts; provider: string } | null,
  now = new Date(),
): Promise<void> {
  const f = answer?.facts;
  const row = {
    found: answer ? (1 as const) : (0 as const),
    title: f?.title ?? null,
    subtitle: f?.subtitle ?? null,
    authors: f ? JSON.stringify(f.authors) : null,
    publisher: f?.publisher ?? null,
    year: f?.year ?? null,
    pages: f?.pages ?? null,
    language: f?.language ?? null,
    synopsis: f?.synopsis ?? null,
    cover_photo: f?.coverPhoto ?? null,
    provider: answer?.provider ?? null,
    looked_up_at: now.toISOString(),
  };
  await db
    .insertInto('isbn_lookups')
    .values({ isbn, ...row })
    .onConflict((oc) => oc.column('isbn').doUpdateSet(row))
    .execute();
}
