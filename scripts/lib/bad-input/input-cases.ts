// Input cases: built from each procedure's Zod schema, kept only when the schema refuses them
// (the rules are in scripts/lib/bad-input.ts).

import type { core } from 'zod';
import type { Category, ProcedureInfo } from './cases.ts';

const UUID = '8f0e7a2c-3b1d-4c5e-9f6a-7b8c9d0e1f2a';
const HTML = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(document.cookie)>',
];
const SQL = [
  "' OR '1'='1",
  '1; DROP TABLE books; --',
  '" OR 1=1 --',
  "%' UNION SELECT email, password_hash FROM users --",
];
const UNICODE = [
  '\u0000',
  '\ud800',
  '\udfff\ud800',
  '\u202Eevil.exe',
  '👍🏽🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uFEFF',
  '\u200B\u200B',
  ' ',
  '\n\t\r',
];

/** Zod's definition of a schema, unwrapped from optional/nullable/default/pipe layers. */
function core_(schema: unknown): core.$ZodTypeDef | null {
  let def = (schema as { _zod?: { def?: core.$ZodTypeDef } } | null)?._zod?.def ?? null;
  for (let i = 0; def && i < 10; i++) {
    const inner =
      def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault'
        ? (def as unknown as { innerType: unknown }).innerType
        : def.type === 'pipe'
          ? (def as core.$ZodPipeDef).in
          : null;
    if (!inner) break;
    def = (inner as { _zod: { def: core.$ZodTypeDef } })._zod.def;
  }
  return def;
}

function isOptional(schema: unknown): boolean {
  const type = (schema as { _zod?: { def?: core.$ZodTypeDef } } | null)?._zod?.def?.type;
  return type === 'optional' || type === 'nullable' || type === 'default' || type === 'prefault';
}

/** A value of the schema's type that is plausible enough to get past the simplest checks. */
function filler(schema: unknown, depth = 0): unknown {
  const def = core_(schema);
  if (!def || depth > 5) return 'abc';
  switch (def.type) {
    case 'string': {
      const format = (def as { format?: string }).format;
      if (format === 'uuid' || format === 'guid') return UUID;
      if (format === 'email') return 'corpus@example.com';
      if (format === 'url') return 'https://example.com/';
      return 'abc';
    }
    case 'number':
      return 1;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values((def as core.$ZodEnumDef).entries)[0];
    case 'literal':
      return (def as core.$ZodLiteralDef<core.util.Literal>).values[0];
    case 'array':
      return [];
    case 'object':
      return fillObject(def as core.$ZodObjectDef, depth + 1);
    case 'union':
      return filler((def as core.$ZodUnionDef).options[0], depth + 1);
    case 'record':
      return {};
    default:
      return 'abc';
  }
}

function fillObject(def: core.$ZodObjectDef, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.shape))
    if (!isOptional(field)) out[key] = filler(field, depth);
  return out;
}

interface Field {
  /** Path from the input's root, e.g. ['delivery', 'cep']. */
  path: string[];
  schema: unknown;
  type: string;
  format?: string;
  optional: boolean;
}

/** Every field of an object schema, nested objects included. */
function fieldsOf(def: core.$ZodObjectDef, prefix: string[] = [], depth = 0): Field[] {
  if (depth > 4) return [];
  return Object.entries(def.shape).flatMap(([key, schema]) => {
    const inner = core_(schema);
    const field: Field = {
      path: [...prefix, key],
      schema,
      type: inner?.type ?? 'unknown',
      format: (inner as { format?: string } | null)?.format,
      optional: isOptional(schema),
    };
    return inner?.type === 'object'
      ? [field, ...fieldsOf(inner as core.$ZodObjectDef, field.path, depth + 1)]
      : [field];
  });
}

function withValue(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = at[key];
    at[key] = next && typeof next === 'object' && !Array.isArray(next) ? next : {};
    at = at[key] as Record<string, unknown>;
  }
  const last = path.at(-1) ?? '';
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

export interface Candidate {
  category: Category;
  note: string;
  input: unknown;
}

export function inputCandidates(info: ProcedureInfo, big: number): Candidate[] {
  const out: Candidate[] = [];
  const add = (category: Category, note: string, input: unknown) => out.push({ category, note, input });
  const def = core_(info.schema);
  add('tipo errado', 'entrada: número', 42);
  add('tipo errado', 'entrada: texto', 'texto');
  add('tipo errado', 'entrada: lista', [1, 2, 3]);
  add('tipo errado', 'entrada: booleano', true);
  add('campo ausente', 'entrada ausente', undefined);
  if (def?.type !== 'object') {
    add('campo extra', 'entrada para quem não recebe', { campo: 1 });
    return out;
  }
  const base = fillObject(def as core.$ZodObjectDef);
  add('campo extra', 'campo desconhecido', { ...base, isAdmin: true });
  add('campo extra', '"constructor"', { ...base, constructor: { prototype: { isAdmin: true } } });
  add('campo extra', '"toString"', { ...base, toString: 'x' });
  for (const field of fieldsOf(def as core.$ZodObjectDef)) {
    const name = field.path.join('.');
    const set = (category: Category, note: string, value: unknown) =>
      add(category, `${name}: ${note}`, withValue(base, field.path, value));
    if (!field.optional) set('campo ausente', 'ausente', undefined);
    if (field.path.length > 1)
      add(
        'campo extra',
        `${name}: vizinho desconhecido`,
        withValue(base, [...field.path.slice(0, -1), 'extra'], 'x'),
      );
    switch (field.type) {
      case 'number':
        set('tipo errado', 'texto', 'abc');
        set('tipo errado', 'booleano', true);
        set('tipo errado', 'objeto', {});
        set('número inválido', 'negativo', -1);
        set('número inválido', 'centavos negativos', -0.01);
        set('número inválido', 'enorme', 1e308);
        set('número inválido', 'fracionário', 1.5);
        set('número inválido', 'texto com vírgula', '12,50');
        set('número inválido', 'texto com R$', 'R$ 10');
        set('número inválido', 'NaN (superjson)', Number.NaN);
        set('número inválido', 'Infinity (superjson)', Number.POSITIVE_INFINITY);
        break;
      case 'boolean':
        set('tipo errado', 'texto', 'true');
        set('tipo errado', 'número', 1);
        break;
      case 'array':
        set('tipo errado', 'texto', 'x');
        set('tipo errado', 'objeto', { 0: 'x' });
        set(
          'texto enorme',
          'lista enorme',
          Array.from({ length: 5000 }, () => 'a'),
        );
        break;
      case 'object':
        set('tipo errado', 'texto', 'x');
        set('tipo errado', 'lista', []);
        break;
      default:
        set('tipo errado', 'número', 12345);
        set('tipo errado', 'booleano', false);
        set('tipo errado', 'objeto', { a: 1 });
        set('tipo errado', 'lista', ['a']);
        set('tipo errado', 'null', null);
        set('texto enorme', `${big} caracteres`, 'a'.repeat(big));
        for (const v of UNICODE) set('unicode', JSON.stringify(v), v);
        for (const v of HTML) set('HTML e script', v, v);
        for (const v of SQL) set('SQL', v, v);
    }
  }
  return out;
}
