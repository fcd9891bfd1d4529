import { SHEET_MAX_BYTES, SHEET_TOO_LARGE } from '../../../shared/spreadsheets.ts';

// The import page's words (docs/product/spreadsheets.md#the-preview), kept apart from the
// components so they are tested alone.

export type Outcome = 'new' | 'update' | 'unchanged' | 'refused';
export interface Counts {
  new: number;
  updated: number;
  unchanged: number;
  refused: number;
}

export const OUTCOME_LABELS: Record<Outcome, string> = {
  new: 'Novo',
  update: 'Atualizar',
  unchanged: 'Sem mudança',
  refused: 'Recusada',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '3 novos, 1 atualizado, 2 sem mudança, 1 recusado', leaving out what is zero. */
export function countsText(counts: Counts): string {
  const parts = [
    counts.new > 0 && plural(counts.new, 'novo', 'novos'),
    counts.updated > 0 && plural(counts.updated, 'atualizado', 'atualizados'),
    counts.unchanged > 0 && `${counts.unchanged} sem mudança`,
    counts.refused > 0 && plural(counts.refused, 'recusado', 'recusados'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'nenhum livro';
}

/** The sentence above the preview; 'Nada mudou' when confirming would write nothing. */
export function previewVerdict(counts: Counts): string {
  if (counts.new + counts.updated === 0)
    return counts.refused > 0
      ? 'Nada mudou: nenhuma linha traz um livro novo ou alterado. Corrija as linhas recusadas e envie a planilha de novo.'
      : 'Nada mudou: seus livros já estão como na planilha.';
  const work = counts.new + counts.updated;
  return `Ao confirmar, ${plural(work, 'livro será anunciado ou atualizado', 'livros serão anunciados ou atualizados')}.`;
}

/** The server's own first checks, before sending (it checks again). */
export function precheckSheet(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Envie um arquivo CSV ou XLSX.';
  if (file.size === 0) return 'O arquivo está vazio.';
  if (file.size > SHEET_MAX_BYTES) return SHEET_TOO_LARGE;
  return null;
}

/** POST /uploads/planilhas with the file as the raw body (server/imports/sheets-http.ts); the job's id. */
export async function uploadSheet(file: File): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/uploads/planilhas?nome=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: file,
    });
  } catch {
    throw new Error('Sem conexão. Verifique sua internet e tente novamente.');
  }
  let body: { id?: string; error?: string } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: the generic message below.
  }
  if (response.ok && body.id) return body.id;
  throw new Error(body.error ?? 'Não foi possível enviar a planilha. Tente novamente.');
}
