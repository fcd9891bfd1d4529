import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '../../client/components/admin/ReasonDialog.tsx';
import { SalesChart } from '../../client/components/admin/SalesChart.tsx';

describe('ReasonDialog', () => {
  it('asks for a reason before confirming and sends it trimmed; a refusal shows inside', async () => {
    const onConfirm = vi.fn();
    const suspendDialog = (error?: string) => (
      <ReasonDialog
        open
        onOpenChange={() => {}}
        title="Suspender conta"
        description="Ana não poderá entrar."
        confirmLabel="Suspender"
        error={error}
        onConfirm={onConfirm}
      />
    );
    const { rerender } = render(suspendDialog());
    const dialog = screen.getByRole('dialog', { name: 'Suspender conta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByText('Informe o motivo (ao menos 3 caracteres).')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motivo/)).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByLabelText(/Motivo/), '  Fraude confirmada  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(onConfirm).toHaveBeenCalledWith('Fraude confirmada');

    rerender(suspendDialog('Esta conta já está suspensa.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Esta conta já está suspensa.');
    // What was typed survives the refusal.
    expect(screen.getByLabelText(/Motivo/)).toHaveValue('  Fraude confirmada  ');
  });
});

describe('SalesChart', () => {
  it('draws one bar per day with a summary for screen readers and a table of the numbers', () => {
    const days = [
      { day: '2026-11-19', count: 0, totalCents: 0 },
      { day: '2026-11-20', count: 2, totalCents: 8000 },
      { day: '2026-11-21', count: 1, totalCents: 4190 },
    ];
    const { container } = render(<SalesChart days={days} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('3 pedidos em 3 dias, total R$ 121,90');
    const bars = container.querySelectorAll('rect');
    expect(bars).toHaveLength(3);
    expect(Number(bars[1]?.getAttribute('height'))).toBeGreaterThan(Number(bars[2]?.getAttribute('height')));
    expect(bars[0]?.getAttribute('height')).toBe('0');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DiaPedidosTotal',
      '19/11/20260R$ 0,00',
      '20/11/20262R$ 80,00',
      '21/11/20261R$ 41,90',
    ]);
  });

  it('says so when there were no orders', () => {
    render(<SalesChart days={[{ day: '2026-11-21', count: 0, totalCents: 0 }]} />);
    expect(screen.getByText('Nenhum pedido nos últimos 1 dias.')).toBeInTheDocument();
  });
});
