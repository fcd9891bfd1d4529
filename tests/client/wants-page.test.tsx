import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WANTS_FULL_MESSAGE } from '../../shared/wants.ts';
import { renderWithRouter } from './render.tsx';

// /desejos (docs/product/wants.md#the-page): the wants with their books on sale, 'Remover', and
// the empty, error and full states.

const server = vi.hoisted(() => ({
  list: vi.fn(async (): Promise<unknown[]> => []),
  remove: vi.fn(async (_input: { id: number }) => ({ removed: true })),
}));

vi.mock('../../client/lib/trpc.ts', () => ({
  trpc: {
    wants: {
      pathKey: () => ['wants'],
      list: { queryOptions: () => ({ queryKey: ['wants', 'list'], queryFn: server.list }) },
      remove: { mutationOptions: (o: object) => ({ mutationFn: server.remove, ...o }) },
    },
  },
}));

const { WantsPage } = await import('../../client/components/wants/WantsPage.tsx');

const book = {
  id: 'b1',
  title: 'Dom Casmurro',
  author: 'Machado de Assis',
  priceCents: 2500,
  photo: null,
  city: 'São Paulo - SP',
  likesCount: 0,
  path: '/livro/dom-casmurro-b1',
  createdAt: '2026-11-26T10:00:00.000Z',
  seller: { id: 's', name: 'Sebo da Ana', username: 'ana', photoUrl: null },
};
const searchWant = {
  id: 1,
  kind: 'search',
  label: 'dom casmurro',
  search: { q: 'dom casmurro', condition: 'usado_bom', maxPrice: 30 },
  createdAt: '2026-11-26T10:00:00.000Z',
  matches: [book],
};
const workWant = {
  ...searchWant,
  id: 2,
  kind: 'work',
  label: 'Vidas Secas — Graciliano Ramos',
  search: null,
  matches: [],
};

describe('wants page', () => {
  it('shows each want with its books on sale, and removes one', async () => {
    server.list.mockResolvedValue([searchWant, workWant]);
    await renderWithRouter(<WantsPage />);
    const search = await screen.findByRole('article', { name: 'dom casmurro' });
    expect(within(search).getByText('Bom · até R$ 30,00')).toBeTruthy();
    expect(
      within(search)
        .getByRole('link', { name: /Dom Casmurro.*R\$ 25,00/ })
        .getAttribute('href'),
    ).toBe(book.path);
    const work = screen.getByRole('article', { name: 'Vidas Secas — Graciliano Ramos' });
    expect(within(work).getByText('Nenhum livro à venda agora. Avisaremos quando chegar.')).toBeTruthy();
    expect(screen.getByText('2 de 50 desejos')).toBeTruthy();

    await userEvent.click(
      within(work).getByRole('button', { name: 'Remover Vidas Secas — Graciliano Ramos' }),
    );
    expect(server.remove.mock.calls[0]?.[0]).toEqual({ id: 2 });
  });

  it('says when the list is empty, full, or failed to load', async () => {
    server.list.mockResolvedValue([]);
    const empty = await renderWithRouter(<WantsPage />);
    expect(await screen.findByText('Sua lista de desejos está vazia')).toBeTruthy();
    empty.unmount();

    server.list.mockResolvedValue(
      Array.from({ length: 50 }, (_, i) => ({ ...workWant, id: i + 10, label: `Livro ${i}` })),
    );
    const full = await renderWithRouter(<WantsPage />);
    expect(await screen.findByText(WANTS_FULL_MESSAGE)).toBeTruthy();
    full.unmount();

    server.list.mockRejectedValue(new Error('falhou'));
    await renderWithRouter(<WantsPage />);
    expect(await screen.findByText('Não foi possível carregar sua lista de desejos.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
