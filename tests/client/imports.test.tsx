import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImportPage } from '../../client/components/imports/ImportPage.tsx';
import { ImportProgress } from '../../client/components/imports/ImportProgress.tsx';
import { countsText, precheckSheet, previewVerdict } from '../../client/components/imports/import-text.ts';
import { startImport } from '../../server/imports/jobs.ts';
import { runImportBatch } from '../../server/imports/worker.ts';
import { makeEligibleSeller } from '../helpers/factories.ts';
import { signedIn } from '../helpers/page-seeds.ts';
import { pageServerForEachTest } from '../helpers/page-server.ts';
import { renderWithRouter } from './render.tsx';

// 'Importar planilha' (docs/product/spreadsheets.md): the words of the preview, the progress bar,
// and the page coming back to a job not yet finished.

describe('the preview words', () => {
  it('counts each outcome and says when nothing changes', () => {
    expect(countsText({ new: 3, updated: 1, unchanged: 2, refused: 1 })).toBe(
      '3 novos, 1 atualizado, 2 sem mudança, 1 recusado',
    );
    expect(countsText({ new: 0, updated: 0, unchanged: 0, refused: 0 })).toBe('nenhum livro');
    expect(previewVerdict({ new: 0, updated: 0, unchanged: 20, refused: 0 })).toBe(
      'Nada mudou: seus livros já estão como na planilha.',
    );
    expect(previewVerdict({ new: 2, updated: 1, unchanged: 0, refused: 0 })).toBe(
      'Ao confirmar, 3 livros serão anunciados ou atualizados.',
    );
    expect(previewVerdict({ new: 0, updated: 0, unchanged: 0, refused: 2 })).toMatch(
      /^Nada mudou: nenhuma linha/,
    );
  });

  it('refuses before sending what the server would refuse', () => {
    expect(precheckSheet({ name: 'livros.pdf', size: 10 })).toBe('Envie um arquivo CSV ou XLSX.');
    expect(precheckSheet({ name: 'livros.csv', size: 0 })).toBe('O arquivo está vazio.');
    expect(precheckSheet({ name: 'livros.XLSX', size: 6 * 1024 * 1024 })).toBe(
      'A planilha deve ter no máximo 5 MB.',
    );
    expect(precheckSheet({ name: 'livros.csv', size: 100 })).toBeNull();
  });
});

describe('the progress bar', () => {
  it("says 'N de M livros' to everyone", async () => {
    await renderWithRouter(<ImportProgress done={3} total={20} label="Livros anunciados" />);
    const bar = await screen.findByRole('progressbar', { name: 'Livros anunciados' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '3 de 20 livros');
    expect(screen.getByText('3 de 20 livros')).toBeInTheDocument();
  });
});

const server = pageServerForEachTest();
const HEADER = 'isbn;titulo;autores;editora;ano;idioma;condicao;preco;descricao;codigo';

describe('the import page', () => {
  it('comes back to the preview after a reload, each refused row with its reason, and confirms', async () => {
    const { t } = server();
    const { user } = await signedIn(server(), { verified: true });
    await makeEligibleSeller(t.db, user.id);
    const sheet = [
      HEADER,
      ';Vidas Secas;Graciliano Ramos;;;;Bom;12,50;;VS-1',
      ';Sem preço;Autor;;;;Bom;abc;;',
    ];
    await startImport(t.db, user.id, { name: 'estoque.csv', bytes: Buffer.from(sheet.join('\n')) });

    const { queryClient } = await renderWithRouter(<ImportPage />);
    expect(await screen.findByRole('heading', { name: 'Prévia: 1 novo, 1 recusado' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Linhas da planilha, como serão anunciadas' });
    const refused = (await within(table).findByText('Sem preço')).closest('tr');
    expect(refused).toHaveTextContent('Preço inválido: “abc”. Escreva o preço como 12,50.');
    expect(within(table).getByText('Vidas Secas').closest('tr')).toHaveTextContent('R$ 12,50');

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e anunciar 1 livro' }));
    const bar = await screen.findByRole('progressbar', { name: 'Livros anunciados' });
    expect(bar).toHaveAttribute('aria-valuetext', '0 de 1 livro');

    // Listed by a worker: the page follows, and keeps the end on screen though the job is no longer current.
    await runImportBatch(t.db, t.config, 'w', new Date());
    expect(
      await screen.findByRole('heading', { name: 'Importação concluída' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('link', { name: 'Vidas Secas' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/livro\//),
    );
    expect(screen.getByRole('heading', { name: 'Importação concluída' })).toBeInTheDocument();
  });

  it('sends a member who may not sell yet to the steps', async () => {
    await signedIn(server(), { verified: true });
    await renderWithRouter(<ImportPage />);
    expect(await screen.findByRole('link', { name: 'Comece a vender' })).toHaveAttribute(
      'href',
      '/comecar-a-vender',
    );
    expect(screen.queryByLabelText('Planilha (CSV ou XLSX)')).toBeNull();
  });

  it('shows the form when no import is under way', async () => {
    const { user } = await signedIn(server(), { verified: true });
    await makeEligibleSeller(server().t.db, user.id);
    await renderWithRouter(<ImportPage />);
    expect(await screen.findByLabelText('Planilha (CSV ou XLSX)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Excel (XLSX)' })).toHaveAttribute(
      'href',
      '/planilhas/modelo.xlsx',
    );
  });
});
