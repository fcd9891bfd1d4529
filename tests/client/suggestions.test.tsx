import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

const session = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; email: string; username: string | null },
}));
vi.mock('../../client/lib/session.ts', () => ({
  useCurrentUser: () => ({ user: session.user, isLoading: false }),
  useSignOut: () => ({ signOut: () => {}, isPending: false }),
}));
const server = vi.hoisted(() => ({ following: [] as string[] }));
vi.mock('../../client/lib/trpc.ts', () => ({
  trpcClient: {},
  trpc: {
    follows: {
      followingIds: {
        queryOptions: () => ({ queryKey: ['followingIds'], queryFn: async () => server.following }),
        queryKey: () => ['followingIds'],
      },
    },
  },
}));

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../client/components/toast.ts', () => ({
  toastError: toasts.error,
  toastSuccess: toasts.success,
}));

const { SuggestionList, suggestionReason } = await import(
  '../../client/components/suggestions/Suggestions.tsx'
);

beforeEach(() => {
  session.user = null;
  server.following = [];
});

describe('suggestions', () => {
  const person = {
    userId: 'p1',
    name: 'Clarice Lispector',
    avatarUrl: null,
    storeUsername: 'clarice',
    booksCount: 3,
    followersCount: 0,
    likedAuthor: true,
  };

  it('says why each person is suggested', () => {
    expect(suggestionReason(person)).toBe('Autor de um livro que você curtiu');
    expect(suggestionReason({ ...person, likedAuthor: false })).toBe('3 livros à venda');
    expect(suggestionReason({ likedAuthor: false, booksCount: 1, followersCount: 0 })).toBe(
      '1 livro à venda',
    );
    expect(suggestionReason({ likedAuthor: false, booksCount: 0, followersCount: 2 })).toBe('2 seguidores');
    expect(suggestionReason({ likedAuthor: false, booksCount: 0, followersCount: 0 })).toBe('Novo no Releia');
  });

  it('lists people with their store link and a follow button for signed-in readers', async () => {
    session.user = { id: 'u1', name: 'Ana', email: 'ana@example.com', username: 'ana' };
    server.following = ['p2'];
    const people = [
      person,
      { ...person, userId: 'p2', name: 'Jorge Amado', storeUsername: null, likedAuthor: false },
    ];
    await renderWithRouter(
      <>
        <h2 id="h">Pessoas que você pode conhecer</h2>
        <SuggestionList people={people} headingId="h" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Pessoas que você pode conhecer' });
    expect(within(list).getByRole('link', { name: 'Clarice Lispector' })).toHaveAttribute(
      'href',
      '/livraria/clarice',
    );
    expect(within(list).queryByRole('link', { name: 'Jorge Amado' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Seguir Clarice Lispector' })).toHaveTextContent(
      'Seguir',
    );
    expect(await within(list).findByRole('button', { name: 'Seguindo Jorge Amado' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('gives visitors a follow button that leads to sign in', async () => {
    const { router } = await renderWithRouter(
      <>
        <h2 id="h">Pessoas</h2>
        <SuggestionList people={[person]} headingId="h" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Seguir/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toMatchObject({ motivo: 'seguir' });
  });
});
