import type { BookCardData } from '../../client/components/books/types.ts';

let n = 0;

export function makeBook(overrides: Partial<BookCardData> = {}): BookCardData {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    title: `Livro ${n}`,
    author: 'José Saramago',
    priceCents: 1234,
    photo: null,
    city: 'São Paulo',
    likesCount: 3,
    path: `/livro/livro-${n}-jose-saramago-${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    seller: { id: `seller-${n}`, name: 'Maria Oliveira', username: 'maria', photoUrl: null },
    ...overrides,
  };
}
