import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProblemView } from '../../client/components/problems/ProblemThread.tsx';
import { renderWithRouter } from './render.tsx';

// The order page's problem (docs/product/problems.md): the thread and its decision, the buttons
// offered exactly as problems.forOrder's `can` says, and the report form's own checks.

const { ProblemThread } = await import('../../client/components/problems/ProblemThread.tsx');
const { ProblemActions } = await import('../../client/components/problems/ProblemActions.tsx');
const { ReportProblemDialog } = await import('../../client/components/problems/ReportProblemDialog.tsx');

const ORDER_ID = '6f1c2a8e-3b9d-4c71-9a55-0e2b7d4f8c13';
const PHOTO = { url: `/evidencias/${'a'.repeat(64)}.webp`, receivedAt: '2026-11-28T15:05:00.000Z' };

const PROBLEM: ProblemView = {
  id: 'p1',
  reason: 'nao_recebi',
  text: 'O livro não chegou.',
  photos: [PHOTO],
  status: 'respondido',
  openedBy: 'buyer',
  openedByName: 'Rui',
  createdAt: '2026-11-28T15:00:00.000Z',
  answerDueAt: '2026-12-01T15:00:00.000Z',
  mediationRequestedBy: null,
  mediationRequestedAt: null,
  outcome: null,
  outcomeCents: null,
  resolvedBy: null,
  resolvedAt: null,
  decisionText: null,
  refundPixKey: null,
  outcomeConfirmedAt: null,
  replies: [
    {
      id: 7,
      author: 'seller',
      authorName: 'Léo',
      text: 'Posso dar desconto.',
      photos: [],
      proposal: 'desconto',
      proposalCents: 500,
      acceptedAt: null,
      createdAt: '2026-11-28T16:00:00.000Z',
    },
  ],
};
const NOTHING = { reply: false, accept: null, requestMediation: false, confirm: false, setPixKey: false };
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('the problem’s thread', () => {
  it('shows both posts, the photo stamped in Brasília time and the proposal', async () => {
    await renderWithRouter(<ProblemThread problem={PROBLEM} viewer="buyer" />);
    expect(screen.getByText('Não recebi')).toBeInTheDocument();
    expect(screen.getByText('Respondido')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1, recebida em 28/11 às 12:05' })).toBeInTheDocument();
    expect(screen.getByText('Desconto de R$ 5,00')).toBeInTheDocument();
  });

  it('reads “Decisão da moderação” with its reason once the moderation decided', async () => {
    const decided: ProblemView = {
      ...PROBLEM,
      status: 'resolvido',
      outcome: 'devolver',
      outcomeCents: 5200,
      resolvedBy: 'moderacao',
      decisionText: 'O rastreio não mostra a entrega.',
      refundPixKey: 'rui@example.com',
    };
    await renderWithRouter(<ProblemThread problem={decided} viewer="seller" />);
    expect(screen.getByRole('heading', { name: 'Decisão da moderação' })).toBeInTheDocument();
    expect(screen.getByText('Devolver o valor (R$ 52,00)')).toBeInTheDocument();
    expect(screen.getByText('O rastreio não mostra a entrega.')).toBeInTheDocument();
    expect(screen.getByText('rui@example.com')).toBeInTheDocument();
  });
});

describe('the problem’s buttons', () => {
  it('offers nothing the answer does not allow', async () => {
    await renderWithRouter(<ProblemActions orderId={ORDER_ID} problem={PROBLEM} can={NOTHING} />);
    expect(buttons()).toEqual([]);
  });

  it('offers accepting the other side’s proposal, mediation, confirmation and the Pix key as allowed', async () => {
    await renderWithRouter(
      <ProblemActions
        orderId={ORDER_ID}
        problem={PROBLEM}
        can={{ reply: true, accept: 7, requestMediation: true, confirm: true, setPixKey: true }}
      />,
    );
    expect(buttons()).toEqual([
      'Aceitar proposta: Desconto de R$ 5,00',
      'Pedir mediação',
      'Confirmar que recebi',
      'Enviar chave',
    ]);
    expect(screen.getByLabelText('Sua chave Pix para devolução')).toBeInTheDocument();
  });
});

describe('Relatar problema', () => {
  it('asks for a reason and refuses a text of 10 001 characters before sending', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ReportProblemDialog orderId={ORDER_ID} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Relatar problema' });
    fireEvent.change(screen.getByLabelText('O que aconteceu'), { target: { value: 'a'.repeat(10_001) } });
    await user.click(screen.getByRole('button', { name: 'Enviar relato' }));
    expect(dialog).toHaveTextContent('Escolha o motivo.');
    expect(dialog).toHaveTextContent('O texto pode ter no máximo 10.000 caracteres.');
    expect(screen.getByText('10001/10.000 caracteres')).toBeInTheDocument();
  });
});
