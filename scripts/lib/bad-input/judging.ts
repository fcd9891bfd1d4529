// Judging an answer: a 4xx with a clear pt-BR message is the only acceptable one.

import { type RawResponse, rawRequest } from '../trpc-http.ts';
import type { BadCase } from './cases.ts';

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
