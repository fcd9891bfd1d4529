import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WantsPage } from '../../client/components/wants/WantsPage.tsx';
import { bookPath } from '../../shared/slug.ts';
import { WANTS_FULL_MESSAGE, WANTS_MAX } from '../../shared/wants.ts';
import { createBook, createCategory, createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// /desejos (docs/product/wants.md#the-page): the wants with their books on sale, 'Remover', and
// the empty, error and full states.

const server = pageServerForEachTest();

describe('wants page', () => {
  it('shows each want with its books on sale, and removes one', async () => {
    const { t } = server();
    const { caller } = await signedIn(server());
    const seller = await createUser(t.db, { name: 'Sebo da Ana' });
    // The genre as the results page saves it, by its category's slug; the card names the category.
    const romance = await createCategory(t.db, { slug: 'romance', name: 'Romance Brasileiro' });
    const domCasmurro = { title: 'Dom Casmurro', author: 'Machado de Assis', priceCents: 2500 };
    const onSale = await createBook(t.db, seller.id, { ...domCasmurro, categoryId: romance });
    const gone = await createBook(t.db, seller.id, {
      title: 'Vidas Secas',
      author: 'Graciliano Ramos',
      status: 'sold',
    });
    await caller.wants.saveWork({ bookId: gone });
    await caller.wants.saveSearch({
      q: 'dom casmurro',
      condition: 'usado_bom',
      maxPrice: 30,
      genre: 'romance',
    });

    await renderWithRouter(<WantsPage />);
    const search = await screen.findByRole('article', { name: 'dom casmurro' });
    expect(await within(search).findByText('Bom · até R$ 30,00 · Romance Brasileiro')).toBeInTheDocument();
    expect(within(search).getByRole('link', { name: /Dom Casmurro.*R\$ 25,00/ })).toHaveAttribute(
      'href',
      bookPath({ id: onSale, ...domCasmurro }),
    );
    const work = screen.getByRole('article', { name: 'Vidas Secas — Graciliano Ramos' });
    expect(
      within(work).getByText('Nenhum livro à venda agora. Avisaremos quando chegar.'),
    ).toBeInTheDocument();
    expect(screen.getByText(`2 de ${WANTS_MAX} desejos`)).toBeInTheDocument();

    await userEvent.click(
      within(work).getByRole('button', { name: 'Remover Vidas Secas — Graciliano Ramos' }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Vidas Secas/ })).toBeNull());
    expect(screen.getByText(`1 de ${WANTS_MAX} desejos`)).toBeInTheDocument();
    expect((await caller.wants.list()).map((w) => w.label)).toEqual(['dom casmurro']);
  });

  it('says when the list is empty', async () => {
    await signedIn(server());
    await renderWithRouter(<WantsPage />);
    expect(await screen.findByText('Sua lista de desejos está vazia')).toBeInTheDocument();
  });

  it('says when the list is full', async () => {
    const { caller } = await signedIn(server());
    for (let i = 0; i < WANTS_MAX; i++) await caller.wants.saveSearch({ q: `livro ${i}` });
    await renderWithRouter(<WantsPage />);
    expect(await screen.findByText(WANTS_FULL_MESSAGE)).toBeInTheDocument();
  });

  it('says when the list failed to load, and offers to try again', async () => {
    await signedIn(server());
    const recover = server().failWith('wants.list', 502);
    await renderWithRouter(<WantsPage />);
    expect(await screen.findByText('Não foi possível carregar sua lista de desejos.')).toBeInTheDocument();
    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Sua lista de desejos está vazia')).toBeInTheDocument();
  });
});
