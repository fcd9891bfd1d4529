import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SellerPathSteps } from '../../client/components/sell/SellerPath.tsx';
import { type SellerFacts, sellerPath, whatIsLeft } from '../../client/components/sell/seller-path.ts';
import { trpc } from '../../client/lib/trpc.ts';
import { renderWithRouter, testQueryClient } from './render.tsx';

// The guided path to a first listing (docs/product/selling.md#becoming-a-seller): which steps are
// done, which one is current, what is left, and when the listing form opens.

const NOTHING: SellerFacts = {
  emailVerified: false,
  personalInfoComplete: false,
  addressComplete: false,
  hasPix: false,
};

describe('sellerPath', () => {
  it('starts on the e-mail with three required steps left and the listing closed', () => {
    const path = sellerPath(NOTHING);
    expect(path.current).toBe('email');
    expect(path.steps.map((s) => s.title)).toEqual([
      'Email confirmado',
      'Dados pessoais',
      'Endereço',
      'Entrega e Pix',
    ]);
    expect(whatIsLeft(path)).toBe('Faltam 3 passos para anunciar.');
    expect(path.canList).toBe(false);
  });

  it('points at the first required step not done, whatever was done out of order', () => {
    const path = sellerPath({ ...NOTHING, emailVerified: true, addressComplete: true, hasPix: true });
    expect(path.current).toBe('personal');
    expect(path.steps.filter((s) => s.done).map((s) => s.key)).toEqual(['email', 'address', 'store']);
    expect(whatIsLeft(path)).toBe('Falta 1 passo para anunciar.');
    expect(path.canList).toBe(false);
  });

  it('opens the listing once the three required steps are done, the optional one still current', () => {
    const path = sellerPath({
      ...NOTHING,
      emailVerified: true,
      personalInfoComplete: true,
      addressComplete: true,
    });
    expect(path.canList).toBe(true);
    expect(path.current).toBe('store');
    expect(whatIsLeft(path)).toBe('Pronto para anunciar. Falta só um passo opcional: entrega e Pix.');
    expect(
      whatIsLeft(
        sellerPath({ emailVerified: true, personalInfoComplete: true, addressComplete: true, hasPix: true }),
      ),
    ).toBe('Tudo pronto: você já pode anunciar.');
  });
});

const DETAILS = {
  email: 'ana@example.com',
  profileNames: { firstName: 'Ana', lastName: 'Souza' },
  identity: null,
  address: null,
};

async function renderSteps(status: Omit<SellerFacts, 'hasPix'>) {
  const queryClient = testQueryClient();
  const eligible = status.emailVerified && status.personalInfoComplete && status.addressComplete;
  queryClient.setQueryData(trpc.verification.status.queryKey(), {
    ...status,
    isSellerEligible: eligible,
    canSellBooks: true,
    nextRequiredStep: eligible ? 'none' : 'email',
  });
  queryClient.setQueryData(trpc.verification.details.queryKey(), DETAILS as never);
  queryClient.setQueryData(trpc.profile.store.queryKey(), null);
  queryClient.setQueryData(trpc.delivery.settings.queryKey(), {
    post: true,
    postPriceCents: 1200,
    pickup: false,
    pickupCity: '',
    pickupState: '',
  });
  return renderWithRouter(<SellerPathSteps />, { queryClient });
}

describe('the steps on the page', () => {
  it('marks the current step for screen readers, shows the done ones and what is left', async () => {
    await renderSteps({ emailVerified: true, personalInfoComplete: false, addressComplete: false });
    expect(screen.getByText('Faltam 2 passos para anunciar.')).toHaveAttribute('role', 'status');
    const list = screen.getByRole('list', { name: 'Passos para começar a vender' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      '1. Email confirmado: Concluído',
    );
    expect(within(items[0] as HTMLElement).getByText('ana@example.com confirmado.')).toBeInTheDocument();
    // The current step's form is open in place; a later one waits behind 'Fazer agora'.
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'Salvar dados pessoais' }),
    ).toBeVisible();
    expect(within(items[2] as HTMLElement).queryByLabelText('CEP')).toBeNull();
    await userEvent.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Fazer agora' }));
    expect(within(items[2] as HTMLElement).getByLabelText('CEP')).toHaveFocus();
    expect(screen.queryByRole('link', { name: /Anunciar um livro/ })).toBeNull();
  });

  it('offers the listing form once verified, with delivery and Pix as the optional current step', async () => {
    await renderSteps({ emailVerified: true, personalInfoComplete: true, addressComplete: true });
    expect(screen.getByText(/^Pronto para anunciar\./)).toHaveAttribute('role', 'status');
    const items = within(screen.getByRole('list', { name: 'Passos para começar a vender' })).getAllByRole(
      'listitem',
    );
    expect(items[3]).toHaveAttribute('aria-current', 'step');
    expect(within(items[3] as HTMLElement).getByRole('button', { name: 'Salvar chave Pix' })).toBeVisible();
    expect(
      await within(items[3] as HTMLElement).findByRole('button', { name: 'Salvar formas de entrega' }),
    ).toBeVisible();
    for (const link of screen.getAllByRole('link', { name: /Anunciar um livro/ }))
      expect(link).toHaveAttribute('href', '/add-book');
  });
});
