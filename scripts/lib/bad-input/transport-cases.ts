// Transport cases: what is wrong with the request rather than its input (malformed JSON, wrong
// content types and methods, oversized bodies and batches, cross-site Origin, unknown procedures).

import type { BadCase, Category, ProcedureInfo } from './cases.ts';
import { headersFor } from './requests.ts';

type NewCase = Omit<BadCase, 'id'>;
type Request = Omit<BadCase, 'id' | 'procedure' | 'category' | 'note'>;

/** What every transport case of one procedure is built from. */
interface Kit {
  info: ProcedureInfo;
  add: (category: Category, note: string, req: Request) => void;
  post: Record<string, string>;
  get: Record<string, string>;
  url: string;
  wrongMethod: (note: string, method: string) => void;
  /** One call more than TRPC_MAX_BATCH, each with an empty input. */
  oversizedBatch: { path: string; body: string };
}

function kit(origin: string, info: ProcedureInfo, maxBatch: number, out: NewCase[]): Kit {
  const add = (category: Category, note: string, req: Request) =>
    out.push({ procedure: info.path, category, note, ...req });
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
  const oversizedBatch = {
    path: `/trpc/${Array.from({ length: maxBatch + 1 }, () => info.path).join(',')}?batch=1`,
    body: JSON.stringify(Object.fromEntries(Array.from({ length: maxBatch + 1 }, (_, i) => [i, {}]))),
  };
  return { info, add, post, get, url, wrongMethod, oversizedBatch };
}

export function transportCases(origin: string, info: ProcedureInfo, maxBatch: number, maxBody: number) {
  const out: NewCase[] = [];
  const t = kit(origin, info, maxBatch, out);
  if (info.type === 'mutation') {
    mutationBodyCases(t);
    mutationHeaderCases(t, maxBatch, maxBody);
  } else if (info.type === 'query') queryCases(t, maxBatch);
  else subscriptionCases(t);
  return out;
}

/** A mutation's body that is not JSON, or not superjson. */
function mutationBodyCases(t: Kit): void {
  const { post, url } = t;
  for (const body of ['{"0":', '{"0":{"json":}}', 'undefined', '', "{'0':{}}", '[1,2'])
    t.add('JSON malformado', JSON.stringify(body), { method: 'POST', path: url, headers: post, body });
  t.add('JSON malformado', 'lote com entrada texto', {
    method: 'POST',
    path: url,
    headers: post,
    body: '"texto"',
  });
  t.add('superjson malformado', 'bigint inválido', {
    method: 'POST',
    path: url,
    headers: post,
    body: '{"0":{"json":{"a":"x"},"meta":{"values":{"a":["bigint"]}}}}',
  });
  t.add('superjson malformado', 'classe desconhecida', {
    method: 'POST',
    path: url,
    headers: post,
    body: '{"0":{"json":{"a":{}},"meta":{"values":{"a":[["class","Nada"]]}}}}',
  });
  t.add('superjson malformado', 'meta não objeto', {
    method: 'POST',
    path: url,
    headers: post,
    body: '{"0":{"json":{},"meta":{"values":"zz"}}}',
  });
}

/** A mutation sent with the wrong content type, method, size, Origin or batch. */
function mutationHeaderCases(t: Kit, maxBatch: number, maxBody: number): void {
  const { post, url, oversizedBatch } = t;
  for (const type of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
  ]) {
    t.add('tipo de conteúdo', type, {
      method: 'POST',
      path: url,
      headers: { ...post, 'content-type': type },
      body: '{"0":{}}',
    });
  }
  const { 'content-type': _omit, ...noType } = post;
  t.add('tipo de conteúdo', 'sem Content-Type', {
    method: 'POST',
    path: url,
    headers: noType,
    body: '{"0":{}}',
  });
  t.wrongMethod('GET numa alteração', 'GET');
  t.wrongMethod('PUT', 'PUT');
  t.wrongMethod('DELETE', 'DELETE');
  t.add('corpo grande demais', `${maxBody + 100_000} bytes`, {
    method: 'POST',
    path: url,
    headers: post,
    body: JSON.stringify({ 0: { json: { x: 'a'.repeat(maxBody + 100_000) } } }),
  });
  t.add('Origin de outro site', 'Origin https://evil.example', {
    method: 'POST',
    path: url,
    headers: { ...post, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    body: '{"0":{}}',
  });
  t.add('Origin de outro site', 'Origin null', {
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
  t.add('lote grande demais', `${maxBatch + 1} chamadas`, {
    ...oversizedBatch,
    method: 'POST',
    headers: post,
  });
}

function queryCases(t: Kit, maxBatch: number): void {
  const { get, url, oversizedBatch } = t;
  for (const input of ['%7B', 'nada', '%7B%220%22%3A', '%5B'])
    t.add('JSON malformado', `input=${input}`, {
      method: 'GET',
      path: `${url}&input=${input}`,
      headers: get,
    });
  t.add('superjson malformado', 'bigint inválido', {
    method: 'GET',
    path: `${url}&input=${encodeURIComponent('{"0":{"json":{"a":"x"},"meta":{"values":{"a":["bigint"]}}}}')}`,
    headers: get,
  });
  t.wrongMethod('POST numa consulta', 'POST');
  t.wrongMethod('PATCH', 'PATCH');
  t.add('lote grande demais', `${maxBatch + 1} chamadas`, {
    method: 'GET',
    path: `${oversizedBatch.path}&input=${encodeURIComponent(oversizedBatch.body)}`,
    headers: get,
  });
}

function subscriptionCases(t: Kit): void {
  const { info, get, post } = t;
  t.add('JSON malformado', 'entrada da assinatura', {
    method: 'GET',
    path: `/trpc/${info.path}?input=%7B`,
    headers: { ...get, accept: 'text/event-stream' },
    stream: true,
  });
  // tRPC answers every subscription call with an event stream; a refusal is its error event.
  t.add('método HTTP', 'POST numa assinatura', {
    method: 'POST',
    path: `/trpc/${info.path}`,
    headers: post,
    body: '{}',
    stream: true,
  });
}

export function globalCases(origin: string): Omit<BadCase, 'id'>[] {
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
