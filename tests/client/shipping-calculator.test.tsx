import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_SHIPPING,
  SHIPPING_ERROR,
  ShippingCalculator,
} from '../../client/components/book/ShippingCalculator.tsx';
import type { DeliveryQuote } from '../../shared/delivery.ts';
import { renderWithRouter } from './render.tsx';

// 'Calcular frete' on the book page: the CEP's mask and messages, and the seller's options
// for it (docs/product/delivery.md#calculator).

const BOOK = '3e8b5f4b-1c4d-4f66-8daa-8aac6b5d4e43';
const input = () => screen.getByRole('textbox', { name: 'CEP' });
const button = () => screen.getByRole('button', { name: 'Calcular' });
const QUOTES: DeliveryQuote[] = [
  { method: 'correios', name: 'Correios', priceCents: 1890, detail: '5 a 10 dias úteis' },
  {
    method: 'retirada',
    name: 'Retirada em mãos',
    priceCents: 0,
    detail: 'Em Campinas/SP, para quem está nessa cidade',
  },
];

function calculator(calculate: (cep: string) => Promise<DeliveryQuote[]> = () => Promise.resolve(QUOTES)) {
  return renderWithRouter(<ShippingCalculator bookId={BOOK} calculate={calculate} />);
}

beforeEach(() => localStorage.clear());

describe('ShippingCalculator', () => {
  it('remembers the CEP calculated and starts from it on the next book (docs/product/delivery.md#the-cep-typed-once)', async () => {
    const calculate = vi.fn(() => Promise.resolve(QUOTES));
    const first = await calculator(calculate);
    fireEvent.change(input(), { target: { value: '01310100' } });
    await act(async () => fireEvent.submit(input()));
    expect(localStorage.getItem('releia:cep')).toBe('01310100');
    first.unmount();
    await calculator(calculate);
    expect(input()).toHaveValue('01310-100');
    expect(button()).toBeEnabled();
  });

  it('keeps digits only and masks as 00000-000, at most 9 characters', async () => {
    await calculator();
    fireEvent.change(input(), { target: { value: '0131' } });
    expect(input()).toHaveValue('0131');
    fireEvent.change(input(), { target: { value: '01310a1b0' } });
    expect(input()).toHaveValue('01310-10');
    fireEvent.change(input(), { target: { value: '01310100999' } });
    expect(input()).toHaveValue('01310-100');
    expect(input()).toHaveAttribute('maxLength', '9');
    expect(input()).toHaveAttribute('inputMode', 'numeric');
  });

  it('keeps the button disabled until the CEP has 8 digits', async () => {
    await calculator();
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '0131010' } });
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '01310100' } });
    expect(button()).toBeEnabled();
  });

  it("says 'CEP deve ter 8 dígitos' after leaving an incomplete CEP, not before", async () => {
    await calculator();
    fireEvent.change(input(), { target: { value: '123' } });
    expect(screen.queryByText('CEP deve ter 8 dígitos')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('CEP deve ter 8 dígitos');
    fireEvent.change(input(), { target: { value: '12345678' } });
    expect(screen.queryByText('CEP deve ter 8 dígitos')).toBeNull();
  });

  it("Enter asks for the seller's options for the CEP and lists them, pickup as 'Grátis'", async () => {
    let answer: (quotes: DeliveryQuote[]) => void = () => {};
    const calculate = vi.fn(() => new Promise<DeliveryQuote[]>((resolve) => (answer = resolve)));
    await calculator(calculate);
    fireEvent.change(input(), { target: { value: '13010-000' } });
    // Enter in a single-field form submits it.
    fireEvent.submit(input());
    expect(calculate).toHaveBeenCalledWith('13010-000');
    expect(screen.getByRole('button', { name: 'Calculando...' })).toBeDisabled();
    await act(async () => answer(QUOTES));
    const options = screen.getByRole('list', { name: 'Opções de frete' });
    expect(options).toHaveTextContent('Correios5 a 10 dias úteisR$ 18,90');
    expect(options).toHaveTextContent('Retirada em mãosEm Campinas/SP, para quem está nessa cidadeGrátis');
    expect(button()).toBeEnabled();
  });

  it('says so when the seller has no way to that CEP', async () => {
    await calculator(() => Promise.resolve([]));
    fireEvent.change(input(), { target: { value: '20040002' } });
    fireEvent.submit(input());
    await act(async () => {});
    expect(screen.getByText(NO_SHIPPING)).toBeInTheDocument();
  });

  it('does not calculate an invalid CEP on Enter and shows the message instead', async () => {
    const calculate = vi.fn(() => Promise.resolve([]));
    await calculator(calculate);
    fireEvent.change(input(), { target: { value: '0131' } });
    fireEvent.submit(input());
    expect(calculate).not.toHaveBeenCalled();
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
  });

  it('editing the CEP clears the previous quote', async () => {
    await calculator();
    fireEvent.change(input(), { target: { value: '01310100' } });
    fireEvent.submit(input());
    await act(async () => {});
    expect(screen.getByText('Correios')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '0131010' } });
    expect(screen.queryByText('Correios')).toBeNull();
  });

  it("shows 'Erro ao calcular frete. Tente novamente.' when the quote fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await calculator(() => Promise.reject(new Error('fora do ar')));
    fireEvent.change(input(), { target: { value: '01310100' } });
    fireEvent.submit(input());
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(SHIPPING_ERROR);
    expect(SHIPPING_ERROR).toBe('Erro ao calcular frete. Tente novamente.');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
