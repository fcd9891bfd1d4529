import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPtBrZodMessages } from '../../shared/zod-pt-br.ts';

// Zod's fallback messages in pt-BR, naming the field (shared/zod-pt-br.ts).

installPtBrZodMessages();

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('pt-BR fallback messages', () => {
  const schema = z.object({
    title: z.string().max(3),
    limit: z.number().int().min(1).max(12),
    id: z.uuid(),
    kind: z.enum(['a', 'b']),
    tags: z.array(z.string()).max(1),
  });
  const valid = { title: 'abc', limit: 5, id: crypto.randomUUID(), kind: 'a', tags: [] };

  it.each([
    [undefined, 'Dados da requisição ausentes.'],
    [42, 'Valor inválido: esperado objeto, recebido número.'],
    [{ ...valid, title: undefined }, 'Campo obrigatório ausente: "title".'],
    [{ ...valid, title: 7 }, 'Valor inválido em "title": esperado texto, recebido número.'],
    [{ ...valid, title: 'abcd' }, 'O campo "title" deve ter no máximo 3 caracteres.'],
    [{ ...valid, limit: 'x' }, 'Valor inválido em "limit": esperado número, recebido texto.'],
    [{ ...valid, limit: 1.5 }, 'Valor inválido em "limit": esperado número inteiro, recebido número.'],
    [{ ...valid, limit: 13 }, 'O campo "limit" deve ser no máximo 12.'],
    [{ ...valid, limit: 0 }, 'O campo "limit" deve ser no mínimo 1.'],
    [{ ...valid, id: 'x' }, 'Valor inválido em "id": use um identificador válido.'],
    [{ ...valid, kind: 'c' }, 'Opção inválida em "kind": use "a", "b".'],
    [{ ...valid, tags: ['x', 'y'] }, 'O campo "tags" deve ter no máximo 1 item.'],
  ])('%j → %s', (value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('never replaces a message the schema gives', () => {
    expect(messageOf(z.object({ a: z.string('Informe a.') }), {})).toBe('Informe a.');
  });
});
