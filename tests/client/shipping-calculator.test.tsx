import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SHIPPING_DELAY_MS,
  SHIPPING_ERROR,
  ShippingCalculator,
} from '../../client/components/book/ShippingCalculator.tsx';

const input = () => screen.getByRole('textbox', { name: 'CEP' });
const button = () => screen.getByRole('button', { name: 'Calcular' });

describe('ShippingCalculator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps digits only and masks as 00000-000, at most 9 characters', () => {
    render(<ShippingCalculator />);
    fireEvent.change(input(), { target: { value: '0131' } });
    expect(input()).toHaveValue('0131');
    fireEvent.change(input(), { target: { value: '01310a1b0' } });
    expect(input()).toHaveValue('01310-10');
    fireEvent.change(input(), { target: { value: '01310100999' } });
    expect(input()).toHaveValue('01310-100');
    expect(input()).toHaveAttribute('maxLength', '9');
    expect(input()).toHaveAttribute('inputMode', 'numeric');
  });

  it('keeps the button disabled until the CEP has 8 digits', () => {
    render(<ShippingCalculator />);
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '0131010' } });
    expect(button()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '01310100' } });
    expect(button()).toBeEnabled();
  });

  it("says 'CEP deve ter 8 dígitos' after leaving an incomplete CEP, not before", () => {
    render(<ShippingCalculator />);
    fireEvent.change(input(), { target: { value: '123' } });
    expect(screen.queryByText('CEP deve ter 8 dígitos')).toBeNull();
    fireEvent.blur(input());
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('CEP deve ter 8 dígitos');
    fireEvent.change(input(), { target: { value: '12345678' } });
    expect(screen.queryByText('CEP deve ter 8 dígitos')).toBeNull();
  });

  it("Enter calculates; after 1 s the fixed option 'Frete Fixo' R$ 12,00 '5 a 10 dias úteis'", async () => {
    render(<ShippingCalculator />);
    fireEvent.change(input(), { target: { value: '01310-100' } });
    // Enter in a single-field form submits it.
    fireEvent.submit(input());
    expect(screen.getByRole('button', { name: 'Calculando...' })).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(SHIPPING_DELAY_MS - 1);
    });
    expect(screen.queryByText('Frete Fixo')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Frete Fixo')).toBeInTheDocument();
    expect(screen.getByText('R$ 12,00')).toBeInTheDocument();
    expect(screen.getByText('5 a 10 dias úteis')).toBeInTheDocument();
    expect(button()).toBeEnabled();
  });

  it('does not calculate an invalid CEP on Enter and shows the message instead', () => {
    const calculate = vi.fn(() => Promise.resolve([]));
    render(<ShippingCalculator calculate={calculate} />);
    fireEvent.change(input(), { target: { value: '0131' } });
    fireEvent.submit(input());
    expect(calculate).not.toHaveBeenCalled();
    expect(screen.getByText('CEP deve ter 8 dígitos')).toBeInTheDocument();
  });

  it('editing the CEP clears the previous quote', async () => {
    render(<ShippingCalculator />);
    fireEvent.change(input(), { target: { value: '01310100' } });
    fireEvent.submit(input());
    await act(async () => {
      vi.advanceTimersByTime(SHIPPING_DELAY_MS);
    });
    expect(screen.getByText('Frete Fixo')).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: '0131010' } });
    expect(screen.queryByText('Frete Fixo')).toBeNull();
  });

  it("shows 'Erro ao calcular frete. Tente novamente.' when the quote fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ShippingCalculator calculate={() => Promise.reject(new Error('fora do ar'))} />);
    fireEvent.change(input(), { target: { value: '01310100' } });
    fireEvent.submit(input());
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(SHIPPING_ERROR);
    expect(SHIPPING_ERROR).toBe('Erro ao calcular frete. Tente novamente.');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
