import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusStaysIn } from '../../client/components/use-focus-stays-in.ts';
import { useReturnFocus } from '../../client/components/use-return-focus.ts';

// Focus after an action whose button goes with it (docs/product/accessibility.md#focus-after-an-action):
// 'Retirar oferta' in the offer box, or 'Fazer oferta' once its dialog sent the offer.

function Box() {
  const ref = useRef<HTMLElement>(null);
  useFocusStaysIn(ref);
  const [withdrawn, setWithdrawn] = useState(false);
  return (
    <section ref={ref} tabIndex={-1} aria-label="Oferta">
      {withdrawn ? (
        <p>Oferta retirada.</p>
      ) : (
        <button type="button" onClick={() => setWithdrawn(true)}>
          Retirar oferta
        </button>
      )}
    </section>
  );
}

function DialogOpener() {
  const focus = useReturnFocus();
  const [sent, setSent] = useState(false);
  return (
    <section aria-label="Oferta">
      {sent ? (
        <p>Sua oferta aguarda o vendedor.</p>
      ) : (
        <button
          type="button"
          onClick={() => {
            // What the dialog does: opens, sends the offer (the button is replaced), closes.
            focus.onOpenAutoFocus();
            setSent(true);
            queueMicrotask(() => focus.onCloseAutoFocus(new Event('focus')));
          }}
        >
          Fazer oferta
        </button>
      )}
    </section>
  );
}

describe('focus after an action', () => {
  it('stays in the box when the focused button goes with its action', async () => {
    render(<Box />);
    await userEvent.click(screen.getByRole('button', { name: 'Retirar oferta' }));
    expect(screen.getByText('Oferta retirada.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Oferta' })).toHaveFocus();
  });

  it("goes to the opener's section when a dialog's action removed the opener", async () => {
    render(<DialogOpener />);
    await userEvent.click(screen.getByRole('button', { name: 'Fazer oferta' }));
    await screen.findByText('Sua oferta aguarda o vendedor.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('region', { name: 'Oferta' })).toHaveFocus();
  });
});
