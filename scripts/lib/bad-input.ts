// The bad-input corpus (docs/reliability.md): requests that Releia must refuse with a 4xx and a clear pt-BR
// message, never a 5xx, and keep serving. Generated at run time from the app router's procedure
// list, so a procedure added tomorrow is covered; deterministic for a given seed.
//
// Two families:
//   - input cases: built from each procedure's Zod schema (wrong types, missing and extra fields,
//     huge strings, bad numbers, unicode edge cases, HTML/script and SQL fragments in fields
//     whose format refuses them). A candidate enters the corpus only when the procedure's own
//     schema refuses it (or the server's input guard would, for unknown keys): text fields take
//     any text, so '<script>' in a book title is not bad input — it is stored and must render
//     as text (tests/e2e/xss.spec.ts).
//   - transport cases: malformed JSON, wrong content types and methods, oversized bodies and
//     batches, cross-site Origin, broken superjson metadata, unknown procedures, oversized URLs.
//
// Not in the corpus: a "__proto__" key. superjson drops it while reading the input, before any
// of Releia's code runs (its guard against prototype pollution), so such a request is the same
// request without it.
//
// Every case is a raw HTTP request (scripts/lib/trpc-http.ts rawRequest), so what a browser
// would never send reaches the server exactly as written.

import superjson from 'superjson';
import type { core } from 'zod';
import type { DB } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { Rng } from '../../db/seed/random.ts';
import { createSession, generateSessionToken } from '../../server/auth/session.ts';
import { keyTreeOfInputs, unknownKeys } from '../../server/input-guard.ts';
import { appRouter } from '../../server/routers/_app.ts';
import { type RawResponse, rawRequest } from './trpc-http.ts';

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

// ---- values ----------------------------------------------------------------------------------

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

interface Candidate {
  category: Category;
  note: string;
  input: unknown;
}

function inputCandidates(info: ProcedureInfo, big: number): Candidate[] {
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

// ---- requests --------------------------------------------------------------------------------

function headersFor(origin: string, method: string): Record<string, string> {
  const headers: Record<string, string> = { accept: '*/*', 'sec-fetch-site': 'same-origin' };
  if (method !== 'GET') {
    headers.origin = origin;
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/**
 * superjson's wire form. superjson will not write keys such as "constructor" (a pollution guard
 * on its side), but a hostile client sends plain JSON, and the server reads those keys as they are.
 */
function serialize(input: unknown): unknown {
  try {
    return superjson.serialize(input);
  } catch {
    return { json: input };
  }
}

function callRequest(origin: string, info: ProcedureInfo, input: unknown) {
  const serialized = serialize(input);
  if (info.type === 'subscription') {
    return {
      method: 'GET',
      path: `/trpc/${info.path}?input=${encodeURIComponent(JSON.stringify(serialized))}`,
      headers: { ...headersFor(origin, 'GET'), accept: 'text/event-stream' },
      stream: true,
    };
  }
  const batch = JSON.stringify({ 0: serialized });
  if (info.type === 'query') {
    return {
      method: 'GET',
      path: `/trpc/${info.path}?batch=1&input=${encodeURIComponent(batch)}`,
      headers: headersFor(origin, 'GET'),
    };
  }
  return {
    method: 'POST',
    path: `/trpc/${info.path}?batch=1`,
    headers: headersFor(origin, 'POST'),
    body: batch,
  };
}

function transportCases(origin: string, info: ProcedureInfo, maxBatch: number, maxBody: number) {
  const out: Omit<BadCase, 'id'>[] = [];
  const add = (
    category: Category,
    note: string,
    req: Omit<BadCase, 'id' | 'procedure' | 'category' | 'note'>,
  ) => out.push({ procedure: info.path, category, note, ...req });
  const post = headersFor(origin, 'POST');
  const get = headersFor(origin, 'GET');
  const url = `/trpc/${info.path}?batch=1`;
  const wrongMethod = (note: string, method: string) =>
    add(
      'método HTTP',
      note,
      method === 'GET'
        ? { method, path: `${url}&input=${encodeURIComponent('{"0":{}}')}`, headers: get }
        : { method, path: url, headers: post, body: '{"0":{}}' },
    );
  // One call more than TRPC_MAX_BATCH, each with an empty input.
  const oversizedBatch = {
    path: `/trpc/${Array.from({ length: maxBatch + 1 }, () => info.path).join(',')}?batch=1`,
    body: JSON.stringify(Object.fromEntries(Array.from({ length: maxBatch + 1 }, (_, i) => [i, {}]))),
  };
  if (info.type === 'mutation') {
    for (const body of ['{"0":', '{"0":{"json":}}', 'undefined', '', "{'0':{}}", '[1,2'])
      add('JSON malformado', JSON.stringify(body), { method: 'POST', path: url, headers: post, body });
    add('JSON malformado', 'lote com entrada texto', {
      method: 'POST',
      path: url,
      headers: post,
      body: '"texto"',
    });
    add('superjson malformado', 'bigint inválido', {
      method: 'POST',
      path: url,
      headers: post,
      body: '{"0":{"json":{"a":"x"},"meta":{"values":{"a":["bigint"]}}}}',
    });
    add('superjson malformado', 'classe desconhecida', {
      method: 'POST',
      path: url,
      headers: post,
      body: '{"0":{"json":{"a":{}},"meta":{"values":{"a":[["class","Nada"]]}}}}',
    });
    add('superjson malformado', 'meta não objeto', {
      method: 'POST',
      path: url,
      headers: post,
      body: '{"0":{"json":{},"meta":{"values":"zz"}}}',
    });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      add('tipo de conteúdo', type, {
        method: 'POST',
        path: url,
        headers: { ...post, 'content-type': type },
        body: '{"0":{}}',
      });
    }
    const { 'content-type': _omit, ...noType } = post;
    add('tipo de conteúdo', 'sem Content-Type', {
      method: 'POST',
      path: url,
      headers: noType,
      body: '{"0":{}}',
    });
    wrongMethod('GET numa alteração', 'GET');
    wrongMethod('PUT', 'PUT');
    wrongMethod('DELETE', 'DELETE');
    add('corpo grande demais', `${maxBody + 100_000} bytes`, {
      method: 'POST',
      path: url,
      headers: post,
      body: JSON.stringify({ 0: { json: { x: 'a'.repeat(maxBody + 100_000) } } }),
    });
    add('Origin de outro site', 'Origin https://evil.example', {
      method: 'POST',
      path: url,
      headers: { ...post, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: '{"0":{}}',
    });
    add('Origin de outro site', 'Origin null', {
      method: 'POST',
      path: url,
      headers: {
        ...noType,
        'content-type': 'application/json',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      },
      body: '{"0":{}}',
    });
    add('lote grande demais', `${maxBatch + 1} chamadas`, {
      ...oversizedBatch,
      method: 'POST',
      headers: post,
    });
  } else if (info.type === 'query') {
    for (const input of ['%7B', 'nada', '%7B%220%22%3A', '%5B'])
      add('JSON malformado', `input=${input}`, {
        method: 'GET',
        path: `${url}&input=${input}`,
        headers: get,
      });
    add('superjson malformado', 'bigint inválido', {
      method: 'GET',
      path: `${url}&input=${encodeURIComponent('{"0":{"json":{"a":"x"},"meta":{"values":{"a":["bigint"]}}}}')}`,
      headers: get,
    });
    wrongMethod('POST numa consulta', 'POST');
    wrongMethod('PATCH', 'PATCH');
    add('lote grande demais', `${maxBatch + 1} chamadas`, {
      method: 'GET',
      path: `${oversizedBatch.path}&input=${encodeURIComponent(oversizedBatch.body)}`,
      headers: get,
    });
  } else {
    add('JSON malformado', 'entrada da assinatura', {
      method: 'GET',
      path: `/trpc/${info.path}?input=%7B`,
      headers: { ...get, accept: 'text/event-stream' },
      stream: true,
    });
    // tRPC answers every subscription call with an event stream; a refusal is its error event.
    add('método HTTP', 'POST numa assinatura', {
      method: 'POST',
      path: `/trpc/${info.path}`,
      headers: post,
      body: '{}',
      stream: true,
    });
  }
  return out;
}

function globalCases(origin: string): Omit<BadCase, 'id'>[] {
  const get = headersFor(origin, 'GET');
  const post = headersFor(origin, 'POST');
  const out: Omit<BadCase, 'id'>[] = [];
  for (const path of [
    'books.nada',
    'nada',
    '__proto__',
    'constructor',
    'books.list.mais',
    'books',
    'toString',
  ])
    out.push({
      procedure: '(global)',
      category: 'operação inexistente',
      note: path,
      method: 'GET',
      path: `/trpc/${path}?batch=1&input=%7B%7D`,
      headers: get,
    });
  out.push({
    procedure: '(global)',
    category: 'operação inexistente',
    note: 'alteração inexistente',
    method: 'POST',
    path: '/trpc/cart.esvaziarTudo?batch=1',
    headers: post,
    body: '{"0":{}}',
  });
  out.push({
    procedure: '(global)',
    category: 'operação inexistente',
    note: 'codificação inválida',
    method: 'GET',
    path: '/trpc/%E0%A4%A?batch=1',
    headers: get,
  });
  out.push({
    procedure: '(global)',
    category: 'lote grande demais',
    note: 'consulta e alteração no mesmo lote',
    method: 'POST',
    path: '/trpc/books.list,cart.clear?batch=1',
    headers: post,
    body: '{"0":{},"1":{}}',
  });
  out.push({
    procedure: '(global)',
    category: 'URL ou cabeçalho enorme',
    note: 'URL de 40 KB',
    method: 'GET',
    path: `/trpc/books.list?batch=1&input=${'a'.repeat(40_000)}`,
    headers: get,
  });
  out.push({
    procedure: '(global)',
    category: 'URL ou cabeçalho enorme',
    note: 'cookie de 40 KB',
    method: 'GET',
    path: '/trpc/books.list?batch=1',
    headers: { ...get, cookie: `x=${'a'.repeat(40_000)}` },
  });
  return out;
}

/**
 * The corpus: every input and transport case for every procedure, then the global ones. Each
 * input candidate is kept only if the procedure refuses it by its own rules (schema or unknown
 * keys). `maxBatch`/`maxBody` are the server's TRPC_MAX_BATCH and MAX_BODY_BYTES.
 */
export async function buildCorpus(opts: {
  origin: string;
  maxBatch: number;
  maxBody: number;
}): Promise<BadCase[]> {
  const cases: Omit<BadCase, 'id'>[] = [];
  for (const info of procedureList()) {
    const tree = keyTreeOfInputs(info.parsers);
    // Query inputs travel in the URL, which Node caps at 16 KiB of headers.
    const big = info.type === 'mutation' ? 100_000 : 4_000;
    for (const c of inputCandidates(info, big)) {
      let refused: boolean;
      try {
        const schema = info.schema as
          | { safeParseAsync?: (v: unknown) => Promise<{ success: boolean }> }
          | undefined;
        const parsed = schema?.safeParseAsync ? await schema.safeParseAsync(c.input) : { success: true };
        refused = !parsed.success || unknownKeys(c.input, tree).length > 0;
      } catch {
        // A schema that throws on an input is exactly what the server must survive.
        refused = true;
      }
      if (!refused) continue;
      cases.push({
        procedure: info.path,
        category: c.category,
        note: c.note,
        ...callRequest(opts.origin, info, c.input),
      });
    }
    cases.push(...transportCases(opts.origin, info, opts.maxBatch, opts.maxBody));
  }
  cases.push(...globalCases(opts.origin));
  return cases.map((c, id) => ({ id, ...c }));
}

/** `count` cases drawn with a fixed seed, every category represented. */
export function sampleCorpus(corpus: readonly BadCase[], count: number, seed = 11): BadCase[] {
  const rng = new Rng(seed);
  const byCategory = new Map<Category, BadCase[]>();
  for (const c of corpus) byCategory.set(c.category, [...(byCategory.get(c.category) ?? []), c]);
  const picked = new Map<number, BadCase>();
  for (const list of byCategory.values()) {
    const c = rng.pick(list);
    picked.set(c.id, c);
  }
  const rest = corpus.filter((c) => !picked.has(c.id));
  for (const i of rng.sampleIndices(rest.length, Math.max(0, count - picked.size))) {
    const c = rest[i];
    if (c) picked.set(c.id, c);
  }
  return [...picked.values()].sort((a, b) => a.id - b.id);
}

// ---- judging ---------------------------------------------------------------------------------

// Words of English error messages (Zod, tRPC, Node, JSON.parse) that never appear in Releia's
// Portuguese ones.
const ENGLISH =
  /\b(the|invalid|expected|received|must|should|input|request|required|unexpected|token|not|error|failed|cannot|unsupported|procedure|found|missing|exceeds|too|string|number|object|undefined|null|maximum|minimum|unrecognized|payload|internal|server)\b/i;
// Something only Portuguese has: an accented letter or a common word.
const PORTUGUESE =
  /[áàâãéêíóôõúüç]|\b(o|a|os|as|ao|de|do|da|dos|das|em|no|na|um|uma|para|por|com|sua|seu|mais|demais|deve|use|informe|escolha|escreva|erro|livro|campo|valor|não|é|ou)\b/i;

/**
 * A message a Brazilian reader understands: Portuguese words, no English error text, not a bare
 * code. Quoted parts are field names and values ('Campo não aceito: "token".'), not the message.
 */
export function isClearPtBr(message: string | null | undefined): boolean {
  const text = (message ?? '').trim();
  if (text.length < 4) return false;
  if (/^[A-Z_]+$/.test(text)) return false;
  const words = text.replace(/"[^"]*"/g, '');
  return PORTUGUESE.test(words) && !ENGLISH.test(words);
}

export interface Answer {
  /** The status that counts: the HTTP status, or for a stream, its error event's httpStatus. */
  status: number;
  messages: string[];
  raw: string;
}

/** The status and every message of an answer (tRPC batch, single envelope, SSE error, or {error}). */
export function readAnswer(res: RawResponse, stream: boolean): Answer {
  const messages: string[] = [];
  let status = res.status;
  const collect = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const error = (value as { error?: unknown }).error;
    if (typeof error === 'string') messages.push(error);
    else if (error && typeof error === 'object') {
      const json = (error as { json?: { message?: unknown; data?: { httpStatus?: unknown } } }).json;
      if (typeof json?.message === 'string') messages.push(json.message);
    }
  };
  if (stream) {
    const event = /event: serialized-error\ndata: (.*)\n/.exec(res.text)?.[1];
    if (event) {
      const data = JSON.parse(event) as { json?: { message?: unknown; data?: { httpStatus?: unknown } } };
      if (typeof data.json?.message === 'string') messages.push(data.json.message);
      if (typeof data.json?.data?.httpStatus === 'number') status = data.json.data.httpStatus;
    } else {
      collect(safeJson(res.text));
    }
    return { status, messages, raw: res.text };
  }
  const body = safeJson(res.text);
  if (Array.isArray(body)) body.forEach(collect);
  else collect(body);
  return { status, messages, raw: res.text };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export interface Verdict {
  case: BadCase;
  answer: Answer | null;
  /** Why the answer is not acceptable; null when it is. */
  problem: string | null;
}

/** Sends one case (with `cookie`, when given) and judges the answer. */
export async function runCase(baseUrl: string, c: BadCase, cookie?: string): Promise<Verdict> {
  let res: RawResponse;
  try {
    res = await rawRequest(
      baseUrl,
      {
        method: c.method,
        path: c.path,
        headers: cookie ? { ...c.headers, cookie } : c.headers,
        body: c.body,
      },
      c.stream ? 5000 : 15_000,
    );
  } catch (error) {
    return { case: c, answer: null, problem: `sem resposta: ${String(error)}` };
  }
  const answer = readAnswer(res, Boolean(c.stream));
  let problem: string | null = null;
  if (answer.status >= 500) problem = `${answer.status}`;
  else if (answer.status < 400) problem = `${answer.status} (aceito)`;
  else if (answer.messages.length === 0) problem = `${answer.status} sem mensagem`;
  else {
    const bad = answer.messages.find((m) => !isClearPtBr(m));
    if (bad !== undefined)
      problem = `${answer.status} mensagem não pt-BR: ${JSON.stringify(bad).slice(0, 120)}`;
  }
  return { case: c, answer, problem };
}

/** Runs `cases` `concurrency` at a time, in order of id. */
export async function runCorpus(
  baseUrl: string,
  cases: readonly BadCase[],
  cookie?: string,
  concurrency = 4,
) {
  const verdicts: Verdict[] = new Array(cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < cases.length; i = next++)
        verdicts[i] = await runCase(baseUrl, cases[i] as BadCase, cookie);
    }),
  );
  return verdicts;
}

/**
 * A session for the corpus: the demo seller (an eligible seller) made admin too, so every
 * procedure's input is read — the seller and admin rungs refuse others before looking at input.
 */
export async function corpusSession(db: DB): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_ACCOUNTS.seller.email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role: 'admin', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const token = generateSessionToken();
  await createSession(db, token, user.id);
  return token;
}
