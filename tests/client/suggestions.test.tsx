import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SuggestionList, suggestionReason } from '../../client/components/suggestions/Suggestions.tsx';
import { createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions): why each person is
// suggested, their store link, and 'Seguir' as the server has it for a signed-in reader, or leading
// a visitor to sign in.

const server = pageServerForEachTest();

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
    const { t } = server();
    const { caller } = await signedIn(server(), { name: 'Ana' });
    const clarice = await createUser(t.db, { name: 'Clarice Lispector' });
    const jorge = await createUser(t.db, { name: 'Jorge Amado' });
    await caller.follows.follow({ userId: jorge.id });
    const people = [
      { ...person, userId: clarice.id },
      { ...person, userId: jorge.id, name: 'Jorge Amado', storeUsername: null, likedAuthor: false },
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
