import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type AuditEntry, AuditRow } from '../../client/components/admin/AuditRow.tsx';
import { formatMoment } from '../../client/lib/dates.ts';

// The audit log's lines in words (docs/product/admin.md#mediation): an admin's look at a case or
// at an order's evidence photos, and what an outcome did to the order, each naming the order.

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: 'problem.view',
  targetType: 'problem',
  targetId: 'b3c1c0de-0000-4000-8000-000000000000',
  reason: null,
  details: { label: 'Pedido 1A2B3C4D', orderId: '1a2b3c4d' },
  createdAt: '2026-12-01T15:00:00.000Z',
  actorId: 'admin',
  actorName: 'Moderadora',
  actorEmail: 'admin@example.com',
  ip: null,
  ...over,
});

function row(e: AuditEntry) {
  render(
    <table>
      <tbody>
        <AuditRow entry={e} />
      </tbody>
    </table>,
  );
  return screen.getByRole('row');
}

describe('AuditRow', () => {
  it('says who opened a mediation case and when, naming the order', () => {
    const r = row(entry({}));
    expect(within(r).getByText('Abriu caso de mediação (dados das partes)')).toBeInTheDocument();
    expect(within(r).getByText('Problema: Pedido 1A2B3C4D')).toBeInTheDocument();
    expect(within(r).getByText('Moderadora')).toBeInTheDocument();
    expect(within(r).getByText(formatMoment('2026-12-01T15:00:00.000Z'))).toBeInTheDocument();
  });

  it('words an admin’s look at an order’s evidence photos', () => {
    const r = row(entry({ action: 'evidence.view', targetType: 'order', details: { label: '1A2B3C4D' } }));
    expect(within(r).getByText('Viu fotos de evidência de um pedido')).toBeInTheDocument();
    expect(within(r).getByText('Pedido: 1A2B3C4D')).toBeInTheDocument();
  });

  it('words a refund that ended the order, with its outcome', () => {
    const r = row(
      entry({ action: 'problem.order_cancel', details: { label: 'Pedido 1A2B3C4D', outcome: 'devolver' } }),
    );
    expect(within(r).getByText('Pedido cancelado: valor devolvido ao comprador')).toBeInTheDocument();
    expect(within(r).getByText('Resultado: Devolver o valor')).toBeInTheDocument();
  });
});
