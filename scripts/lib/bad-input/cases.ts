// What the bad-input corpus is made of: the procedures it covers, its categories and one case.

import { appRouter } from '../../../server/app-router.ts';

export type ProcedureKind = 'query' | 'mutation' | 'subscription';

export interface ProcedureInfo {
  path: string;
  type: ProcedureKind;
  /** The first input parser (a Zod schema), when the procedure takes input. */
  schema: unknown;
  parsers: unknown[];
}

/** Every procedure of the app router, in path order. */
export function procedureList(): ProcedureInfo[] {
  const procedures = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: ProcedureKind; inputs: unknown[] } }
  >;
  return Object.entries(procedures)
    .map(([path, p]) => ({ path, type: p._def.type, schema: p._def.inputs[0], parsers: p._def.inputs }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export const CATEGORIES = [
  'tipo errado',
  'campo ausente',
  'campo extra',
  'texto enorme',
  'número inválido',
  'unicode',
  'HTML e script',
  'SQL',
  'JSON malformado',
  'superjson malformado',
  'tipo de conteúdo',
  'método HTTP',
  'corpo grande demais',
  'lote grande demais',
  'Origin de outro site',
  'operação inexistente',
  'URL ou cabeçalho enorme',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface BadCase {
  id: number;
  procedure: string;
  category: Category;
  note: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Answered as a server-sent event stream (tRPC subscriptions). */
  stream?: boolean;
}
