import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OffersSection } from '../../client/components/offers/OffersSection.tsx';
import { bookPath } from '../../shared/slug.ts';
import { createBook, createOffer, createStore, createUser } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// The 'Ofertas' section of /dashboard (docs/product/offers.md#where-offers-show): each side's
// offers with the other party, the prices and where each stands, read from the seller's side when
// it waits on them; the empty and error states.

const server = pageServerForEachTest();

describe('OffersSection', () => {
  it('shows the other party, the prices and the state from each side', async () => {
    const { t } = server();
    const bia = await createUser(t.db, { name: 'Bia' });
    const carla = await createUser(t.db, { name: 'Carla Leitora' });
    const ana = await createUser(t.db, { name: 'Ana' });
    await createStore(t.db, ana.id, { name: 'Sebo da Ana' });
    const mine = { title: 'Grande Sertão', author: 'Guimarães Rosa', priceCents: 4000 };
    const sertao = await createBook(t.db, bia.id, mine);
    const theirs = await createBook(t.db, ana.id, { title: 'Vidas Secas', priceCents: 4000 });
    await createOffer(t.db, { bookId: sertao, buyerId: carla.id, sellerId: bia.id, amountCents: 3000 });
    await createOffer(t.db, {
      bookId: theirs,
      buyerId: bia.id,
      sellerId: ana.id,
      amountCents: 3000,
      counterCents: 3500,
      status: 'countered',
    });
    await server().signIn(bia);

    await renderWithRouter(<OffersSection />);
    const received = within(await screen.findByRole('region', { name: 'Recebidas' }));
    expect(await received.findByRole('link', { name: 'Grande Sertão' })).toHaveAttribute(
      'href',
      bookPath({ id: sertao, ...mine }),
    );
    expect(received.getByText(/Carla Leitora · R\$ 30,00 · preço R\$ 40,00/)).toBeInTheDocument();
    expect(received.getByText(/Aguardando sua resposta/)).toBeInTheDocument();
    const sent = within(screen.getByRole('region', { name: 'Enviadas' }));
    expect(await sent.findByText(/Sebo da Ana · R\$ 30,00 · contraproposta R\$ 35,00/)).toBeInTheDocument();
    expect(sent.getByText(/Contraproposta do vendedor/)).toBeInTheDocument();
  });

  it('says when there is none', async () => {
    await signedIn(server());
    await renderWithRouter(<OffersSection />);
    expect(await screen.findByText('Nenhuma oferta recebida nos seus livros.')).toBeInTheDocument();
    expect(screen.getByText('Você ainda não fez nenhuma oferta.')).toBeInTheDocument();
  });

  it('offers a retry when the lists fail, which reads them again', async () => {
    await signedIn(server());
    const recover = server().failWith('offers.list', 502);
    await renderWithRouter(<OffersSection />);
    const sent = within(await screen.findByRole('region', { name: 'Enviadas' }));
    const retry = await sent.findByRole('button', { name: 'Tentar novamente' });
    expect(sent.getByText('Não foi possível carregar as ofertas.')).toBeInTheDocument();
    recover();
    fireEvent.click(retry);
    expect(await sent.findByText('Você ainda não fez nenhuma oferta.')).toBeInTheDocument();
  });
});
