import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../../client/components/FormDialog.tsx';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        busy={false}
        title="Motivo"
        description="Diga o motivo."
        onSubmit={() => setOpen(false)}
      >
        <input aria-label="Motivo" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  it('gives focus back to the button that opened it, when closed with Escape', async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Motivo' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
