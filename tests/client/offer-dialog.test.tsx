import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfferDialog } from '../../client/components/offers/OfferDialog.tsx';
import { offerPriceMessage } from '../../shared/offers.ts';

// 'Fazer oferta' (docs/product/offers.md#making-an-offer): every bad price a pt-BR message beside
// the field before anything is sent, the server's refusal there too, nothing typed lost.

function renderDialog(onSubmit: (cents: number) => Promise<string | null>) {
  const onOpenChange = vi.fn();
  render(
    <OfferDialog
      open
      onOpenChange={onOpenChange}
      title="Fazer oferta"
      description="O preço pedido é R$ 40,00."
      label="Sua oferta (R$)"
      submitLabel="Enviar oferta"
      check={(cents) => offerPriceMessage(cents, 4000, 50)}
      onSubmit={onSubmit}
    />,
  );
  const field = screen.getByLabelText('Sua oferta (R$)');
  const send = (text: string) => {
    fireEvent.change(field, { target: { value: text } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar oferta' }));
  };
  return { field, send, onOpenChange };
}

describe('OfferDialog', () => {
  it('says what is wrong beside the field and sends nothing', () => {
    const onSubmit = vi.fn(async () => null);
    const { field, send } = renderDialog(onSubmit);
    const cases: [string, string][] = [
      ['', 'Informe um valor em reais, como 25,00.'],
      ['abc', 'Informe um valor em reais, como 25,00.'],
      ['19,99', 'A oferta mínima para este livro é R$ 20,00.'],
      ['40', 'A oferta precisa ser menor que o preço, R$ 40,00.'],
    ];
    for (const [text, message] of cases) {
      send(text);
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue(text);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the price in cents, keeps the text and shows the server's refusal, closes once taken", async () => {
    const onSubmit = vi.fn<(cents: number) => Promise<string | null>>();
    onSubmit
      .mockResolvedValueOnce('Você já tem uma oferta em andamento para este livro.')
      .mockResolvedValueOnce(null);
    const { field, send, onOpenChange } = renderDialog(onSubmit);
    send('25,50');
    expect(
      await screen.findByText('Você já tem uma oferta em andamento para este livro.'),
    ).toBeInTheDocument();
    expect(onSubmit).toHaveBeenLastCalledWith(2550);
    expect(field).toHaveValue('25,50');
    expect(onOpenChange).not.toHaveBeenCalled();
    send('R$ 30,00');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSubmit).toHaveBeenLastCalledWith(3000);
  });
});
