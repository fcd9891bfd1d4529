import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookForm } from '../../client/components/sell/BookForm.tsx';
import {
  emptyBookForm,
  formValuesOf,
  tidyPrice,
  toBookInput,
} from '../../client/components/sell/book-form-values.ts';
import { bookSaveFailure } from '../../shared/book.ts';
import type { BookCreateInput } from '../../shared/schemas/books.ts';

// Typing into a form this size in jsdom is slow on a shared, busy machine; the default 5 s is
// about what the longest test needs there.
vi.setConfig({ testTimeout: 20_000 });

const categories = [
  { id: 1, name: 'Romance', slug: 'romance', groupName: 'Ficção' },
  { id: 2, name: 'Literatura Clássica', slug: 'literatura-classica', groupName: 'Ficção' },
  { id: 3, name: 'História', slug: 'historia', groupName: 'Não Ficção' },
  { id: 4, name: 'Tecnologia', slug: 'tecnologia', groupName: null },
];

function setup(
  opts: {
    onSubmit?: (input: BookCreateInput) => Promise<void>;
    location?: string;
    initial?: ReturnType<typeof emptyBookForm>;
  } = {},
) {
  const onSubmit = vi.fn(opts.onSubmit ?? (async () => {}));
  const onFailure = vi.fn<(message: string) => void>();
  render(
    <BookForm
      initial={opts.initial ?? emptyBookForm(opts.location)}
      categories={categories}
      submitLabel="Publicar livro"
      onSubmit={onSubmit}
      onFailure={onFailure}
      upload={async () => '/images/books/x.webp'}
    />,
  );
  return { onSubmit, onFailure, user: userEvent.setup() };
}

const field = (label: string | RegExp) => screen.getByRole('textbox', { name: label });
const publish = () => screen.getByRole('button', { name: 'Publicar livro' });

/** A server error as TRPCClientError carries it: message plus data.fieldErrors. */
function serverError(message: string, fieldErrors: Record<string, string> | null = null) {
  return Object.assign(new Error(message), { data: { code: 'BAD_REQUEST', fieldErrors } });
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Título'), 'Dom Casmurro');
  await user.type(field('Autor'), 'Machado de Assis');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Condição' }), 'Muito Bom');
  await user.type(field('Preço'), '12,5');
}

describe('BookForm', () => {
  it('offers the condition labels of docs/product/selling.md#conditions, the cover types, grouped categories and Portuguese first', () => {
    setup();
    const condition = screen.getByRole('combobox', { name: 'Condição' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Escolha a condição', 'Novo', 'Muito Bom', 'Bom', 'Regular']);
    expect(within(condition).getByRole('option', { name: 'Regular' })).toHaveValue('usado_aceitavel');
    const cover = screen.getByRole('combobox', { name: /Tipo de capa/ });
    expect(
      within(cover)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Não informar', 'Brochura', 'Capa dura', 'Espiral', 'Digital']);
    const category = screen.getByRole('combobox', { name: /Categoria/ });
    expect(
      within(category)
        .getAllByRole('group')
        .map((g) => g.getAttribute('label')),
    ).toEqual(['Ficção', 'Não Ficção', 'Outras']);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('pt');
  });

  it('shows a field error once the field is left, and updates it as the user types', async () => {
    const { user } = setup();
    await user.type(field(/ISBN/), '978-85');
    // Not while typing the first time.
    expect(screen.queryByText('ISBN inválido: confira os 10 ou 13 dígitos.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('ISBN inválido: confira os 10 ou 13 dígitos.')).toBeInTheDocument();
    expect(field(/ISBN/)).toHaveAttribute('aria-invalid', 'true');
    // Hyphens and spaces are allowed while typing; letters other than X are dropped.
    await user.type(field(/ISBN/), '-359 0277-8abc');
    expect(field(/ISBN/)).toHaveValue('978-85-359 0277-8');
    expect(screen.queryByText('ISBN inválido: confira os 10 ou 13 dígitos.')).not.toBeInTheDocument();

    await user.click(field('Título'));
    await user.tab();
    expect(field('Título')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Título')).toHaveAccessibleDescription('Campo obrigatório.');
  });

  it('reads the price the Brazilian way and tidies it on leaving the field', async () => {
    const { user } = setup();
    await user.type(field('Preço'), '12,5');
    await user.tab();
    expect(field('Preço')).toHaveValue('12,50');
    await user.clear(field('Preço'));
    await user.type(field('Preço'), '12,5,3');
    await user.tab();
    expect(field('Preço')).toHaveValue('12,5,3');
    expect(screen.getByText('Preço inválido.')).toBeInTheDocument();
    expect(tidyPrice('1.234,5')).toBe('1234,50');
    expect(tidyPrice('abc')).toBe('abc');
  });

  it("refuses an empty form with the 'Campos obrigatórios faltando' message, focuses the first field and sends nothing", async () => {
    const { user, onSubmit, onFailure } = setup();
    await user.click(publish());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Campos obrigatórios faltando: título, autor, preço, condição',
    );
    expect(onFailure).toHaveBeenCalledWith('Campos obrigatórios faltando: título, autor, preço, condição');
    expect(onSubmit).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Título')));
  });

  it('sends every field as the server expects it, with the extra author', async () => {
    const { user, onSubmit } = setup({ location: 'Belo Horizonte - MG' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Adicionar autor' }));
    // Focus moves on the next animation frame, once the new input exists.
    await waitFor(() => expect(document.activeElement).toBe(field('Autor 2')));
    await user.type(field('Autor 2'), 'Fulano');
    await user.type(field(/Editora/), 'Penguin');
    await user.type(field(/ISBN/), '978-85-359-0277-8');
    await user.selectOptions(screen.getByRole('combobox', { name: /Categoria/ }), 'Literatura Clássica');
    await user.type(field(/Ano de publicação/), '20x16');
    await user.type(field(/Número de páginas/), '256');
    await user.type(field(/Edição/), '2ª edição');
    await user.selectOptions(screen.getByRole('combobox', { name: /Tipo de capa/ }), 'Capa dura');
    await user.type(field(/Descrição/), 'Sem anotações.');
    expect(screen.getByText(/14\/5\.000 caracteres/)).toBeInTheDocument();
    expect(field(/Localização/)).toHaveValue('Belo Horizonte - MG');
    await user.click(publish());
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Dom Casmurro',
      author: 'Machado de Assis',
      authors: ['Machado de Assis', 'Fulano'],
      publisher: 'Penguin',
      isbn: '978-85-359-0277-8',
      condition: 'usado_otimo',
      price: '12,50',
      description: 'Sem anotações.',
      categorySlug: 'literatura-classica',
      year: 2016,
      language: 'pt',
      location: 'Belo Horizonte - MG',
      edition: '2ª edição',
      pages: 256,
      coverType: 'capa_dura',
      photos: [],
    });
  });

  it('asks for a code when the language is Outro', async () => {
    const { user, onSubmit } = setup();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Outro');
    await user.click(publish());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Informe o código do idioma.')).toBeInTheDocument();
    await user.type(field('Código do idioma'), 'JA');
    await user.click(publish());
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ language: 'ja' }));
  });

  it("puts the server's field errors beside their fields and its summary on top, keeping what was typed", async () => {
    const { user, onFailure } = setup({
      onSubmit: async () => {
        throw serverError('Campos obrigatórios faltando: preço', {
          _: 'Campos obrigatórios faltando: preço',
          price: 'Campo obrigatório.',
          photos: 'Foto não encontrada. Envie a foto novamente.',
        });
      },
    });
    await fillRequired(user);
    await user.click(publish());
    expect(onFailure).toHaveBeenCalledWith('Campos obrigatórios faltando: preço');
    expect(screen.getByText('Campos obrigatórios faltando: preço')).toBeInTheDocument();
    expect(screen.getByText('Foto não encontrada. Envie a foto novamente.')).toBeInTheDocument();
    expect(field('Preço')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Título')).toHaveValue('Dom Casmurro');
    expect(field('Autor')).toHaveValue('Machado de Assis');
    // Typing in the field clears the server's message for it.
    await user.type(field('Preço'), '0');
    expect(field('Preço')).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error without field details (e.g. a database failure) above the form', async () => {
    const { user, onFailure } = setup({
      onSubmit: async () => {
        throw serverError('Erro ao salvar livro: erro inesperado no banco de dados.');
      },
    });
    await fillRequired(user);
    await user.click(publish());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Erro ao salvar livro: erro inesperado no banco de dados.',
    );
    expect(onFailure).toHaveBeenCalledWith('Erro ao salvar livro: erro inesperado no banco de dados.');
  });

  it('maps a server error path of books.update (changes.title) to its field', async () => {
    const { user } = setup({
      onSubmit: async () => {
        throw serverError('Campo obrigatório.', { 'changes.title': 'O título já existe.' });
      },
    });
    await fillRequired(user);
    await user.click(publish());
    expect(screen.getByText('O título já existe.')).toBeInTheDocument();
  });
});

describe('unsaved changes', () => {
  it('reports whether the values differ from where the form started', async () => {
    const onDirtyChange = vi.fn<(dirty: boolean) => void>();
    render(
      <BookForm
        initial={emptyBookForm('Recife - PE')}
        categories={categories}
        submitLabel="Publicar livro"
        onSubmit={async () => {}}
        onFailure={() => {}}
        onDirtyChange={onDirtyChange}
      />,
    );
    const user = userEvent.setup();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await user.type(field('Título'), 'A');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await user.clear(field('Título'));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });
});

describe('edit form values', () => {
  it('start from the book, with older conditions mapped to the closest sellable one', () => {
    const values = formValuesOf({
      title: 'Iracema',
      author: 'José de Alencar',
      authors: [],
      publisher: null,
      isbn: '8572326726',
      condition: 'usado_regular',
      priceCents: 123456,
      description: null,
      category: { slug: 'romance' },
      year: 1865,
      language: 'ja',
      city: 'Não informado',
      edition: null,
      pages: 120,
      coverType: 'capa_dura',
      photos: ['/images/covers/cover-001.webp'],
    });
    expect(values).toMatchObject({
      authors: ['José de Alencar'],
      condition: 'usado_aceitavel',
      price: '1234,56',
      categorySlug: 'romance',
      year: '1865',
      language: 'outro',
      languageOther: 'ja',
      location: '',
      pages: '120',
      coverType: 'capa_dura',
    });
    expect(toBookInput(values)).toMatchObject({ language: 'ja', price: '1234,56', year: 1865, pages: 120 });
  });
});

describe("the add-book page's failure toast", () => {
  it("says 'Erro ao salvar livro: ' and the reason once, whether or not the server said it", () => {
    expect(bookSaveFailure('Erro ao salvar livro: Categoria inválida.')).toBe(
      'Erro ao salvar livro: Categoria inválida.',
    );
    expect(bookSaveFailure('Muitas alterações seguidas.')).toBe(
      'Erro ao salvar livro: Muitas alterações seguidas.',
    );
  });
});
