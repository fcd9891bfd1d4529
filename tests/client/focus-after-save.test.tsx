import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from './render.tsx';

// Focus after an action (docs/product/accessibility.md#focus-after-an-action): leaving the
// personal-data or address form, saved or cancelled, puts focus on what was saved, not on the page's
// body (which sends a keyboard or screen-reader user back to the top).

vi.mock('../../client/components/toast.ts', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }),
  toastError: vi.fn(),
}));

const { IdentityForm } = await import('../../client/components/auth/IdentityForm.tsx');
const { AddressForm } = await import('../../client/components/auth/AddressForm.tsx');

const identity = {
  firstName: 'Ana',
  lastName: 'Souza',
  cpfMasked: '***.456.789-**',
  birthDate: '1990-05-01',
};
const address = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('focus after saving personal data and address', () => {
  it("'Salvar dados pessoais' leaves focus on the saved data", async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json([{ result: { data: { json: null } } }]));
    await renderWithRouter(
      <IdentityForm identity={identity} suggested={identity} onSaved={async () => {}} />,
    );
    // On the page's first show the summary does not take focus.
    expect(document.body).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Editar dados pessoais' }));
    await userEvent.type(screen.getByLabelText('CPF'), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar dados pessoais' }));
    await waitFor(() => expect(screen.getByText(/Ana Souza · CPF/).parentElement).toHaveFocus());
    fetchMock.mockRestore();
  });

  it("'Cancelar' on the address leaves focus on the saved address", async () => {
    await renderWithRouter(<AddressForm address={address} onSaved={async () => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Editar endereço' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const edit = screen.getByRole('button', { name: 'Editar endereço' });
    expect(edit.parentElement).toHaveFocus();
  });
});
