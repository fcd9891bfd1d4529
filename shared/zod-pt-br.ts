import { type core, z } from 'zod';

// Zod's own messages, in Brazilian Portuguese. Every schema a person fills in has messages of its
// own ('Informe a rua.'); these cover what only a program sends (a number where text goes, a
// missing object, an unknown option), so even a broken or hostile client reads a sentence in
// Portuguese that names the field. Zod's bundled 'pt' locale is European Portuguese
// ('Demasiado grande', 'ficheiro') and does not name the field.

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'número',
  int: 'número inteiro',
  bigint: 'número inteiro',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  date: 'data',
  null: 'nulo',
  undefined: 'nada',
  nan: 'número inválido',
  symbol: 'símbolo',
  function: 'função',
};

function typeName(value: unknown): string {
  if (value === null) return 'nulo';
  if (Array.isArray(value)) return 'lista';
  if (typeof value === 'number' && Number.isNaN(value)) return 'número inválido';
  return TYPE_NAMES[typeof value] ?? typeof value;
}

const FORMATS: Record<string, string> = {
  email: 'um email válido',
  uuid: 'um identificador válido',
  guid: 'um identificador válido',
  url: 'um endereço (URL) válido',
  datetime: 'uma data e hora ISO',
  date: 'uma data (AAAA-MM-DD)',
  time: 'uma hora (HH:MM)',
  regex: 'o formato esperado',
  starts_with: 'o formato esperado',
  ends_with: 'o formato esperado',
  includes: 'o formato esperado',
};

const UNITS: Record<string, [string, string]> = {
  string: ['caractere', 'caracteres'],
  array: ['item', 'itens'],
  set: ['item', 'itens'],
  file: ['byte', 'bytes'],
};

function plural(n: number | bigint, [one, many]: [string, string]): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}

function field(path: readonly PropertyKey[] | undefined): string {
  const named = (path ?? []).filter((p) => typeof p !== 'symbol').map(String);
  return named.length > 0 ? `"${named.join('.')}"` : '';
}

/** The pt-BR message for a Zod issue that its schema left without one. */
export function ptBrZodMessage(issue: core.$ZodRawIssue): string {
  const name = field(issue.path);
  const at = name ? ` em ${name}` : '';
  const subject = name ? `O campo ${name}` : 'O valor';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) {
        return name ? `Campo obrigatório ausente: ${name}.` : 'Dados da requisição ausentes.';
      }
      const expected = TYPE_NAMES[issue.expected] ?? String(issue.expected);
      return `Valor inválido${at}: esperado ${expected}, recebido ${typeName(issue.input)}.`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      if (!unit) return `${subject} deve ser no máximo ${String(issue.maximum)}.`;
      return `${subject} deve ter no máximo ${plural(issue.maximum as number, unit)}.`;
    }
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (!unit) return `${subject} deve ser no mínimo ${String(issue.minimum)}.`;
      return `${subject} deve ter no mínimo ${plural(issue.minimum as number, unit)}.`;
    }
    case 'invalid_format':
      return `Valor inválido${at}: use ${FORMATS[issue.format] ?? 'o formato esperado'}.`;
    case 'not_multiple_of':
      return `Valor inválido${at}: deve ser múltiplo de ${String(issue.divisor)}.`;
    case 'invalid_value': {
      const options = issue.values.slice(0, 8).map((v) => JSON.stringify(v));
      const more = issue.values.length > 8 ? ', …' : '';
      return `Opção inválida${at}: use ${options.join(', ')}${more}.`;
    }
    case 'unrecognized_keys':
      return `Campo${issue.keys.length > 1 ? 's' : ''} não aceito${issue.keys.length > 1 ? 's' : ''}${at}: ${issue.keys.map((k) => `"${k}"`).join(', ')}.`;
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
      return `Valor inválido${at}.`;
    default:
      return `Dados inválidos${at}.`;
  }
}

/** Makes ptBrZodMessage Zod's fallback for this process (schema messages still win). */
export function installPtBrZodMessages(): void {
  z.config({ customError: ptBrZodMessage });
}
