import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressFields } from '../../client/components/address/AddressFields.tsx';
import { CEP_NOT_FOUND, type CepLookup } from '../../client/components/address/use-cep-fill.ts';
import { useZodForm } from '../../client/components/form/use-zod-form.ts';
import { OfflineError } from '../../client/lib/offline-link.ts';
import { addressInput } from '../../shared/schemas/verification.ts';
import { renderWithRouter } from './render.tsx';

// A CEP fills the address (docs/product/delivery.md#a-cep-fills-the-address): only the empty
// fields, never blocking the form, silent offline.

const PAULISTA = { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
const EMPTY = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '' as 'SP',
};

function Form({ lookup, initial = EMPTY }: { lookup: CepLookup; initial?: typeof EMPTY }) {
  const form = useZodForm(addressInput, initial);
  return (
    <form>
      <AddressFields form={form} lookupCep={lookup} />
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const found: CepLookup = () => Promise.resolve({ status: 'found', address: PAULISTA });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

describe('AddressFields with a CEP', () => {
  it('fills street, neighbourhood, city and state once the CEP has 8 digits', async () => {
    const lookup = vi.fn(found);
    await renderWithRouter(<Form lookup={lookup} />);
    type('CEP', '0131010');
    expect(lookup).not.toHaveBeenCalled();
    await act(async () => type('CEP', '01310100'));
    expect(lookup).toHaveBeenCalledWith('01310100');
    expect(field('Rua')).toHaveValue('Avenida Paulista');
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Estado')).toHaveValue('SP');
    expect(field('Número')).toHaveValue('');
    expect(localStorage.getItem('releia:cep')).toBe('01310100');
  });

  it('never overwrites what the member typed', async () => {
    await renderWithRouter(<Form lookup={found} />);
    type('Rua', 'Rua do Meu Prédio');
    type('Cidade', 'Santo André');
    await act(async () => type('CEP', '01310-100'));
    expect(field('Rua')).toHaveValue('Rua do Meu Prédio');
    expect(field('Cidade')).toHaveValue('Santo André');
    expect(field('Bairro')).toHaveValue('Bela Vista');
  });

  it('says it is looking, with every field still editable, and fills what arrives later', async () => {
    let answer: (a: Awaited<ReturnType<CepLookup>>) => void = () => {};
    await renderWithRouter(<Form lookup={() => new Promise((resolve) => (answer = resolve))} />);
    await act(async () => type('CEP', '01310100'));
    expect(screen.getByRole('status')).toHaveTextContent('Buscando o endereço deste CEP...');
    expect(field('CEP')).toHaveAttribute('aria-busy', 'true');
    for (const name of ['Rua', 'Bairro', 'Cidade']) expect(field(name)).toBeEnabled();
    type('Bairro', 'Jardins');
    await act(async () => answer({ status: 'found', address: PAULISTA }));
    expect(field('Bairro')).toHaveValue('Jardins');
    expect(field('Rua')).toHaveValue('Avenida Paulista');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it("leaves the form as it was with 'Não encontramos este CEP' when not found or refused", async () => {
    await renderWithRouter(<Form lookup={() => Promise.resolve({ status: 'not_found' })} />);
    await act(async () => type('CEP', '99999999'));
    expect(screen.getByRole('status')).toHaveTextContent(CEP_NOT_FOUND);
    expect(field('CEP')).toHaveAccessibleDescription(CEP_NOT_FOUND);
    expect(field('Rua')).toHaveValue('');
    await act(async () => type('CEP', '9999999'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing when offline or when the install asks no provider', async () => {
    const lookup = vi.fn<CepLookup>(() => Promise.reject(new OfflineError('offline')));
    await renderWithRouter(<Form lookup={lookup} />);
    await act(async () => type('CEP', '01310100'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => type('CEP', '01310200'));
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('is quiet when CEP_PROVIDERS is off', async () => {
    await renderWithRouter(<Form lookup={() => Promise.resolve({ status: 'off' })} />);
    await act(async () => type('CEP', '01310100'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(field('Rua')).toHaveValue('');
  });

  it('does not look up the CEP of an address opened already filled, until it changes', async () => {
    const lookup = vi.fn(found);
    const saved = {
      ...EMPTY,
      cep: '20040-020',
      street: 'Rua A',
      number: '1',
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      state: 'RJ' as 'SP',
    };
    await renderWithRouter(<Form lookup={lookup} initial={saved} />);
    expect(lookup).not.toHaveBeenCalled();
    await act(async () => type('CEP', '01310-100'));
    expect(lookup).toHaveBeenCalledWith('01310100');
    expect(field('Rua')).toHaveValue('Rua A');
  });
});
