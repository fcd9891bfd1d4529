import { z } from 'zod';
import type { EditionFacts } from '../../shared/schemas/isbn.ts';
import type { IsbnProviderName } from '../config.ts';
import { baseUrl as base, getJson as getOutboundJson, type OutboundRequest } from '../http/index.ts';

// BrasilAPI's /api/isbn/v1/{isbn} and Open Library's /isbn/{isbn}.json (with the authors' and the
// work's records when the edition lacks them): each answers what it knows of the edition, null
// for an ISBN it does not know, or throws (HTTP error, malformed JSON, no title, a timeout), which
// lets the next provider try. Cutting to the form's limits happens in facts.ts.

/** An edition as a provider tells it, before it is cut to the form's limits. */
export interface ProviderFacts extends EditionFacts {
  /** Where the provider keeps the cover; downloaded once, never shown to anyone. */
  coverUrl: string | null;
}

export interface ProviderRequest extends OutboundRequest {
  isbn: string;
  baseUrl: string;
  /** Open Library's covers, at their own address. */
  coversUrl: string;
  /** Waits for this server's turn to ask a provider (a few requests per second in all). */
  gate: () => Promise<void>;
}

const text = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);
const count = z.number().nullish().catch(null);

/** Every request waits for this server's turn first, the authors' and the work's records included. */
async function getJson(url: string, req: ProviderRequest, notFoundStatus: number[]): Promise<unknown> {
  await req.gate();
  return getOutboundJson(url, req, notFoundStatus);
}

const brasilApiAnswer = z.object({
  title: z.string().trim().min(1),
  subtitle: text,
  authors: z.array(z.string()).nullish().catch(null),
  publisher: text,
  synopsis: text,
  year: count,
  page_count: count,
  cover_url: text,
});

async function brasilApi(req: ProviderRequest): Promise<ProviderFacts | null> {
  const body = await getJson(`${base(req.baseUrl)}/api/isbn/v1/${req.isbn}`, req, [404]);
  if (body === undefined) return null;
  const a = brasilApiAnswer.parse(body);
  return {
    title: a.title,
    subtitle: a.subtitle,
    authors: a.authors ?? [],
    publisher: a.publisher,
    year: a.year ?? null,
    pages: a.page_count ?? null,
    // BrasilAPI does not say; the form keeps what it had.
    language: null,
    synopsis: a.synopsis,
    coverUrl: a.cover_url,
  };
}

const keyed = z.array(z.object({ key: z.string().regex(/^\/[a-z]+\/[A-Za-z0-9]+$/) })).catch([]);
const described = z
  .union([z.string(), z.object({ value: z.string() }).transform((d) => d.value)])
  .nullish()
  .catch(null);

const openLibraryEdition = z.object({
  title: z.string().trim().min(1),
  subtitle: text,
  authors: keyed.optional(),
  works: keyed.optional(),
  publishers: z.array(z.string()).catch([]).optional(),
  publish_date: z.string().nullish().catch(null),
  number_of_pages: count,
  languages: keyed.optional(),
  description: described,
  covers: z.array(z.number()).catch([]).optional(),
});
const openLibraryWork = z.object({
  description: described,
  authors: z
    .array(z.object({ author: z.object({ key: z.string().regex(/^\/authors\/[A-Za-z0-9]+$/) }) }))
    .catch([])
    .optional(),
});
const openLibraryAuthor = z.object({ name: z.string().trim().min(1) });

/** Open Library's MARC language codes as the form keeps them; others stay as their three letters. */
const MARC_LANGUAGES: Record<string, string> = {
  por: 'pt',
  eng: 'en',
  spa: 'es',
  fre: 'fr',
  ger: 'de',
  ita: 'it',
  jpn: 'ja',
  rus: 'ru',
  chi: 'zh',
  ara: 'ar',
  dut: 'nl',
  lat: 'la',
};

/** A record an edition points to, or null when it cannot be had: the edition's own facts still count. */
async function linked<T>(req: ProviderRequest, key: string, schema: z.ZodType<T>): Promise<T | null> {
  try {
    const parsed = schema.safeParse(await getJson(`${base(req.baseUrl)}${key}.json`, req, [404]));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function openLibrary(req: ProviderRequest): Promise<ProviderFacts | null> {
  const body = await getJson(`${base(req.baseUrl)}/isbn/${req.isbn}.json`, req, [404]);
  if (body === undefined) return null;
  const e = openLibraryEdition.parse(body);
  const workKey = e.works?.[0]?.key;
  // The work is asked only for what the edition lacks: its description, or its authors.
  const work =
    workKey && (!e.description || !e.authors?.length) ? await linked(req, workKey, openLibraryWork) : null;
  const authorKeys = (
    e.authors?.length ? e.authors.map((a) => a.key) : (work?.authors ?? []).map((a) => a.author.key)
  ).slice(0, 3);
  const authors = await Promise.all(authorKeys.map((key) => linked(req, key, openLibraryAuthor)));
  const marc = e.languages?.[0]?.key.split('/').pop() ?? null;
  const cover = e.covers?.find((id) => id > 0);
  return {
    title: e.title,
    subtitle: e.subtitle,
    authors: authors.flatMap((a) => (a ? [a.name] : [])),
    publisher: e.publishers?.[0] ?? null,
    year: Number(/\b(1[4-9]\d\d|20\d\d)\b/.exec(e.publish_date ?? '')?.[1]) || null,
    pages: e.number_of_pages ?? null,
    language: marc ? (MARC_LANGUAGES[marc] ?? marc) : null,
    synopsis: e.description ?? work?.description ?? null,
    coverUrl: cover ? `${base(req.coversUrl)}/b/id/${cover}-L.jpg` : null,
  };
}

export const ISBN_PROVIDERS: Record<
  IsbnProviderName,
  (req: ProviderRequest) => Promise<ProviderFacts | null>
> = {
  brasilapi: brasilApi,
  openlibrary: openLibrary,
};
