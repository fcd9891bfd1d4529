// Output schemas as the authorization matrix checks them (docs/decisions/035-output-schemas.md):
// which procedure declares one, where a schema lets keys through without naming them, and which
// keys of a real answer its schema does not name. Used by authorization.test.ts (the schemas
// alone) and by the matrix runner (scripts/lib/matrix.ts, every successful answer).

import { type core, z } from 'zod';
import { appRouter } from '../../server/app-router.ts';

type Schema = core.$ZodType;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** The output schema `path` declares with `.output()`, or null. */
export function outputSchemaOf(path: string): Schema | null {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def?: { output?: unknown } }>;
  const output = procedures[path]?._def?.output;
  return isSchema(output) ? output : null;
}

/** Wrappers that only add null, undefined, a default or read-only to the schema inside. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
/** Schemas that accept keys nobody named. */
const OPEN = new Set(['any', 'unknown', 'record', 'intersection', 'lazy', 'map', 'set', 'transform']);

function innerOf(def: core.$ZodTypeDef): Schema | null {
  if (WRAPPERS.has(def.type)) return (def as unknown as { innerType: Schema }).innerType;
  if (def.type === 'pipe') return (def as unknown as { in: Schema }).in;
  return null;
}

function catchallOpen(def: core.$ZodObjectDef): boolean {
  const catchall = def.catchall;
  return catchall !== undefined && catchall._zod.def.type !== 'never';
}

/** Where `schema` lets through keys it does not name (`z.looseObject`, records, `z.unknown()`...). */
export function openSpots(schema: Schema, at = '(resposta)'): string[] {
  const def = schema._zod.def;
  const inner = innerOf(def);
  if (inner) return openSpots(inner, at);
  if (OPEN.has(def.type)) return [`${at}: ${def.type}`];
  if (def.type === 'array') return openSpots((def as core.$ZodArrayDef).element, `${at}[]`);
  if (def.type === 'union') return (def as core.$ZodUnionDef).options.flatMap((o) => openSpots(o, at));
  if (def.type !== 'object') return [];
  const object = def as core.$ZodObjectDef;
  if (catchallOpen(object)) return [`${at}: objeto aberto`];
  return Object.entries(object.shape).flatMap(([key, s]) => openSpots(s, `${at}.${key}`));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Keys of `value` that `schema` does not name, as dotted paths: the strict reading of an answer
 * (zod's own objects strip such keys; this finds what a schema let through anyway).
 */
export function extraKeys(value: unknown, schema: Schema, at = ''): string[] {
  const def = schema._zod.def;
  const inner = innerOf(def);
  if (inner) return value === null || value === undefined ? [] : extraKeys(value, inner, at);
  if (def.type === 'array') {
    if (!Array.isArray(value)) return [];
    const element = (def as core.$ZodArrayDef).element;
    return value.flatMap((item, i) => extraKeys(item, element, `${at}[${i}]`));
  }
  if (def.type === 'union') {
    // The answer fits one of the options: the one it parses with and names all of.
    const options = (def as core.$ZodUnionDef).options;
    const fits = options.filter((o) => z.safeParse(o, value).success).map((o) => extraKeys(value, o, at));
    return fits.find((extra) => extra.length === 0) ?? fits[0] ?? [];
  }
  if (def.type === 'record') {
    if (!isPlainObject(value)) return [];
    const element = (def as core.$ZodRecordDef).valueType;
    return Object.entries(value).flatMap(([k, v]) => extraKeys(v, element, `${at}.${k}`));
  }
  if (def.type !== 'object') {
    // A leaf (text, number, enum...): an object here is one nobody described.
    return isPlainObject(value) && !OPEN.has(def.type) ? [at || '(resposta)'] : [];
  }
  if (!isPlainObject(value)) return [];
  const { shape } = def as core.$ZodObjectDef;
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const path = at ? `${at}.${key}` : key;
    const sub = shape[key];
    // A loose object passes keys it does not name: those are what this looks for.
    if (sub) found.push(...extraKeys(item, sub, path));
    else found.push(path);
  }
  return found;
}

/** What a successful answer of `path` breaks of its schema: wrong types, then unnamed keys. */
export function outputProblems(path: string, value: unknown): string[] {
  const schema = outputSchemaOf(path);
  if (!schema) return [];
  if (!z.safeParse(schema, value).success) return ['não confere com o esquema de saída'];
  return extraKeys(value, schema).map((k) => `campo fora do esquema: ${k}`);
}
