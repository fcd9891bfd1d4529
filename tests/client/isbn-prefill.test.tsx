import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookForm } from '../../client/components/sell/BookForm.tsx';
import { emptyBookForm, formValuesOf } from '../../client/components/sell/book-form-values.ts';
import type { IsbnLookup } from '../../client/components/sell/use-isbn-prefill.ts';
import { ISBN_INVALID } from '../../shared/schemas/books.ts';
import { ISBN_NOT_FOUND, type IsbnAnswer, type IsbnFacts } from '../../shared/schemas/isbn.ts';

// The add-book form filled from an ISBN (docs/product/listing.md#prefill-from-the-isbn).

vi.setConfig({ testTimeout: 20_000 });

const FACTS: IsbnFacts = {
  isbn: '9788535902778',
  title: 'Memórias Póstumas de Brás Cubas',
  subtitle: 'Edição comentada',
  authors: ['Machado de Assis', 'Marta de Senna'],
  publisher: 'Penguin',
  year: 2014,
  pages: 432,
  language: 'en',
  synopsis: 'O defunto autor conta sua vida.',
  coverPhoto: '/images/books/capa.webp',
};
const FOUND: IsbnAnswer = { status: 'found', facts: FACTS };

function setup(lookup: IsbnLookup, initial = emptyBookForm()) {
  const onSubmit = vi.fn(async () => {});
  const isbnLookup = vi.fn(lookup);
  render(
    <BookForm
      initial={initial}
      categories={[]}
      submitLabel="Publicar livro"
      onSubmit={onSubmit}
      onFailure={() => {}}
      upload={async () => '/images/books/x.webp'}
      isbnLookup={isbnLookup}
    />,
  );
  return { onSubmit, isbnLookup, user: userEvent.setup() };
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });
const status = () =>
  screen.getAllByRole('status').find((s) => /ISBN|Preenchemos|Buscando/.test(s.textContent ?? ''));

describe('BookForm filled from the ISBN', () => {
  it('looks a valid ISBN up as it is typed and fills every empty field, the cover first, saying what it filled', async () => {
    let answer: (a: IsbnAnswer) => void = () => {};
    const { isbnLookup, user } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.type(field(/ISBN/), '85-359-0277-5');
    expect(isbnLookup).toHaveBeenCalledTimes(1);
    expect(isbnLookup).toHaveBeenCalledWith('9788535902778');
    expect(screen.getByText('Buscando os dados deste ISBN...')).toBeInTheDocument();
    // The fields stay editable while it looks.
    expect(field('Título')).toBeEnabled();
    answer(FOUND);
    await waitFor(() =>
      expect(field('Título')).toHaveValue('Memórias Póstumas de Brás Cubas: Edição comentada'),
    );
    expect(field('Autor')).toHaveValue('Machado de Assis');
    expect(field(/Editora/)).toHaveValue('Penguin');
    expect(field(/Ano de publicação/)).toHaveValue('2014');
    expect(field(/Número de páginas/)).toHaveValue('432');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('en');
    expect(field(/Descrição/)).toHaveValue('O defunto autor conta sua vida.');
    expect(await screen.findByRole('img', { name: 'Foto 1 (capa)' })).toHaveAttribute(
      'src',
      expect.stringContaining('capa'),
    );
    expect(status()).toHaveTextContent(
      'Preenchemos: título, autores, editora, ano, páginas, idioma, descrição e capa. Confira e ajuste o que precisar.',
    );
  });

  it('never replaces what the seller typed unless they ask', async () => {
    const { user } = setup(async () => FOUND);
    await user.type(field('Título'), 'Brás Cubas');
    await user.type(field(/Editora/), 'Ática');
    await user.type(field(/ISBN/), '9788535902778');
    await waitFor(() => expect(field('Autor')).toHaveValue('Machado de Assis'));
    expect(field('Título')).toHaveValue('Brás Cubas');
    expect(field(/Editora/)).toHaveValue('Ática');
    expect(status()).toHaveTextContent(
      'O ISBN traz dados diferentes dos que você preencheu em: título e editora.',
    );
    await user.click(screen.getByRole('button', { name: 'Usar os dados encontrados' }));
    expect(field('Título')).toHaveValue('Memórias Póstumas de Brás Cubas: Edição comentada');
    expect(field(/Editora/)).toHaveValue('Penguin');
    expect(status()).toHaveTextContent('Usamos os dados do ISBN em: título e editora.');
  });

  it('keeps the seller’s fields with “Manter os meus”', async () => {
    const { user } = setup(async () => FOUND);
    await user.type(field('Título'), 'Brás Cubas');
    await user.type(field(/ISBN/), '9788535902778');
    await user.click(await screen.findByRole('button', { name: 'Manter os meus' }));
    expect(field('Título')).toHaveValue('Brás Cubas');
    expect(screen.queryByRole('button', { name: 'Usar os dados encontrados' })).toBeNull();
  });

  it('leaves the form as it was when nothing is found or the lookup fails, and saving still works', async () => {
    for (const lookup of [
      async () => ({ status: 'not_found' }) as const,
      () => Promise.reject(new Error('rede')),
    ]) {
      const { user, onSubmit } = setup(lookup);
      await user.type(field(/ISBN/), '978-85-359-0277-8');
      expect(await screen.findByText(ISBN_NOT_FOUND)).toBeInTheDocument();
      expect(field('Título')).toHaveValue('');
      await user.type(field('Título'), 'Dom Casmurro');
      await user.type(field('Autor'), 'Machado de Assis');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Condição' }), 'Bom');
      await user.type(field('Preço'), '10');
      await user.click(screen.getByRole('button', { name: 'Publicar livro' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ isbn: '978-85-359-0277-8' }));
      document.body.innerHTML = '';
    }
  });

  it('says nothing when the lookup is off, and asks nothing for an ISBN whose check fails', async () => {
    const { user, isbnLookup } = setup(async () => ({ status: 'off' }));
    await user.type(field(/ISBN/), '978-85-359-0277-1');
    await user.tab();
    expect(isbnLookup).not.toHaveBeenCalled();
    expect(screen.getByText(ISBN_INVALID)).toBeInTheDocument();
    await user.clear(field(/ISBN/));
    await user.type(field(/ISBN/), '9788535902778');
    await waitFor(() => expect(isbnLookup).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(ISBN_NOT_FOUND)).toBeNull();
    expect(field('Título')).toHaveValue('');
  });

  it('asks again on “Buscar dados do ISBN”, and not for the ISBN an edit form opened with', async () => {
    const initial = formValuesOf({
      title: 'Dom Casmurro',
      author: 'Machado de Assis',
      authors: ['Machado de Assis'],
      publisher: null,
      isbn: '9788535902778',
      condition: 'usado_bom',
      priceCents: 1000,
      description: null,
      category: null,
      year: null,
      language: 'pt',
      city: null,
      edition: null,
      pages: null,
      coverType: null,
      photos: ['/images/books/minha.webp'],
    });
    const { user, isbnLookup } = setup(async () => FOUND, initial);
    expect(isbnLookup).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Buscar dados do ISBN' }));
    await waitFor(() => expect(field(/Editora/)).toHaveValue('Penguin'));
    // The seller's own title, language and photo stay; the cover is offered with them.
    expect(field('Título')).toHaveValue('Dom Casmurro');
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
    expect(status()).toHaveTextContent('título, autores, idioma e capa');
    expect(screen.getByRole('img', { name: 'Foto 1 (capa)' })).toHaveAttribute(
      'src',
      expect.stringContaining('minha'),
    );
    await user.click(screen.getByRole('button', { name: 'Usar os dados encontrados' }));
    expect(screen.getByRole('img', { name: 'Foto 1 (capa)' })).toHaveAttribute(
      'src',
      expect.stringContaining('capa'),
    );
    expect(screen.getByRole('img', { name: 'Foto 2' })).toHaveAttribute(
      'src',
      expect.stringContaining('minha'),
    );
  });
});
