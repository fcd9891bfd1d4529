import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FailedMailList } from '../../client/components/admin/FailedMail.tsx';

describe('FailedMailList', () => {
  it('says when no mail failed', () => {
    render(<FailedMailList rows={[]} />);
    expect(screen.getByRole('heading', { name: 'Emails não enviados' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum email com falha de envio.')).toBeInTheDocument();
  });

  it('lists each given-up message with its recipient, tries and the mail server error', () => {
    render(
      <FailedMailList
        rows={[
          {
            id: 7,
            to_email: 'leitor@example.com',
            subject: 'Confirme seu e-mail',
            created_at: '2026-11-24T12:00:00.000Z',
            attempts: 6,
            error: '550 caixa indisponível',
          },
        ]}
      />,
    );
    const row = screen.getAllByRole('row')[1];
    if (!row) throw new Error('sem linha');
    expect(within(row).getByText('leitor@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Confirme seu e-mail')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();
    expect(within(row).getByText('550 caixa indisponível')).toBeInTheDocument();
  });
});
