import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCopies } from '../../client/components/book/BookCopies.tsx';
import { bookPath } from '../../shared/slug.ts';
import { createBook, createStore, createUser } from '../helpers/factories.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// 'Outros exemplares desta obra' on the book page (docs/product/book-page.md#outros-exemplares):
// the other copies of the work as rows linking to their pages, cheapest first; nothing when none.

const server = pageServerForEachTest();
const work = { title: 'Dom Casmurro', author: 'Machado de Assis' };

describe('BookCopies', () => {
  it('lists the other copies by price with condition, seller and city, each a link to its page', async () => {
    const { t } = server();
    const ana = await createUser(t.db, { name: 'Ana' });
    const bruno = await createUser(t.db, { name: 'Bruno' });
    await createStore(t.db, bruno.id, { name: 'Sebo do Bruno' });
    await t.db
      .updateTable('profiles')
      .set({ location: 'Recife - PE' })
      .where('user_id', '=', bruno.id)
      .execute();
    const id = await createBook(t.db, ana.id, work);
    const dear = await createBook(t.db, ana.id, { ...work, priceCents: 4500, condition: 'novo' });
    const cheap = await createBook(t.db, bruno.id, {
      ...work,
      priceCents: 1890,
      condition: 'usado_aceitavel',
    });
    await createBook(t.db, ana.id, { ...work, status: 'sold' });

    await renderWithRouter(<BookCopies bookId={id} />);
    const section = within(await screen.findByRole('region', { name: 'Outros exemplares desta obra' }));
    const links = section.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      bookPath({ id: cheap, ...work }),
      bookPath({ id: dear, ...work }),
    ]);
    expect(section.getAllByRole('listitem')).toHaveLength(2);
    expect(links[0]).toHaveTextContent(/R\$\s18,90.*Regular.*Sebo do Bruno.*Recife - PE/);
    expect(links[1]).toHaveTextContent(/R\$\s45,00.*Novo.*Ana/);
  });

  it('shows nothing when the work has no other copy on sale', async () => {
    const { t } = server();
    const ana = await createUser(t.db);
    const id = await createBook(t.db, ana.id, work);
    await createBook(t.db, ana.id, { ...work, status: 'hidden' });
    await renderWithRouter(<BookCopies bookId={id} />);
    await server().quiet();
    expect(server().calls).toContain('books.copies');
    expect(screen.queryByRole('heading', { name: 'Outros exemplares desta obra' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the copies fail to load, which reads them again', async () => {
    const { t } = server();
    const ana = await createUser(t.db);
    const id = await createBook(t.db, ana.id, work);
    await createBook(t.db, ana.id, { ...work, priceCents: 1000 });
    const recover = server().failWith('books.copies', 502);
    await renderWithRouter(<BookCopies bookId={id} />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(screen.getByText('Não foi possível carregar os outros exemplares.')).toBeInTheDocument();
    recover();
    fireEvent.click(retry);
    expect(await screen.findByRole('link', { name: /R\$\s10,00/ })).toBeInTheDocument();
  });
});
