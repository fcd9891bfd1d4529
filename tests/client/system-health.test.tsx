import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type HealthRow, SystemHealthList } from '../../client/components/admin/SystemHealth.tsx';

const ROWS: HealthRow[] = [
  { check: 'migrações', verdict: 'ok', detail: '24 aplicadas', fix: null },
  {
    check: 'último backup',
    verdict: 'atenção',
    detail: '/var/backups/releia-1.db.gz, de 72 h atrás',
    fix: 'O backup diário não está rodando.',
  },
  { check: 'disco de DATA_DIR', verdict: 'erro', detail: '12 MiB livres', fix: 'Libere espaço.' },
];

describe('SystemHealthList', () => {
  it('shows each check with its verdict, detail and what to do, and a count', () => {
    render(<SystemHealthList rows={ROWS} failed={false} checking={false} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Saúde do sistema' })).toBeInTheDocument();
    expect(screen.getByText('1 com erro, 1 pedindo atenção, 1 ok.')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const disk = items[2] as HTMLElement;
    expect(within(disk).getByText('erro')).toBeInTheDocument();
    expect(within(disk).getByText('disco de DATA_DIR')).toBeInTheDocument();
    expect(within(disk).getByText('O que fazer: Libere espaço.')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText(/O que fazer/)).toBeNull();
  });

  it('says when it is checking, when nothing came back, and when the check failed, with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <SystemHealthList rows={undefined} failed={false} checking onRetry={onRetry} />,
    );
    expect(screen.getAllByText('Verificando...')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    rerender(<SystemHealthList rows={[]} failed={false} checking={false} onRetry={onRetry} />);
    expect(screen.getByText('Nenhuma verificação disponível.')).toBeInTheDocument();
    rerender(<SystemHealthList rows={undefined} failed checking={false} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível verificar a saúde do sistema.');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar de novo' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
