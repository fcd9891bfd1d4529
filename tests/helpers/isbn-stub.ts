import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { type Listening, listen } from './http-server.ts';

// A local stand-in for BrasilAPI (/api/isbn/v1/{isbn}), Open Library (/isbn/{isbn}.json, its
// authors' and works' records) and Open Library's covers (/b/id/{id}-L.jpg), so no test reaches
// the real services. Each provider's behaviour is set per test; the e2e run serves it on a port
// of its own (tests/e2e/isbn-provider.ts).

export type IsbnBehaviour = 'found' | 'not_found' | 'slow' | 'malformed' | 'error';
export type IsbnProvider = 'brasilapi' | 'openlibrary' | 'cover';

/** Longer than the lookup's whole budget (3 s). */
export const SLOW_MS = 3_500;

/** The ISBN both providers know; others are not found. */
export const KNOWN_ISBN = '9788571641235';
export const BRASILAPI_BOOK = {
  isbn: KNOWN_ISBN,
  title: 'MEMÓRIAS PÓSTUMAS DE BRÁS CUBAS',
  subtitle: 'Edição comentada',
  authors: ['MACHADO DE ASSIS'],
  publisher: 'Companhia das Letras',
  synopsis: '<p>O defunto autor conta sua vida.</p>',
  dimensions: null,
  year: 2014,
  format: 'PHYSICAL',
  page_count: 432,
  subjects: ['Romance'],
  location: 'SÃO PAULO, SP',
  retail_price: null,
  provider: 'cbl',
};
export const OPENLIBRARY_EDITION = {
  title: 'Memórias póstumas de Brás Cubas',
  authors: [{ key: '/authors/OL1A' }],
  works: [{ key: '/works/OL1W' }],
  publishers: ['Penguin'],
  publish_date: 'March 2011',
  number_of_pages: 320,
  languages: [{ key: '/languages/por' }],
  covers: [1234],
};

export interface IsbnStub extends Listening {
  behaviour: Record<IsbnProvider, IsbnBehaviour>;
  /** Whether BrasilAPI's answer carries a cover (then at the stub's /capas/brasilapi.png). */
  brasilApiCover: boolean;
  requests: { provider: IsbnProvider | 'openlibrary-record'; path: string; userAgent: string | undefined }[];
}

let coverPng: Promise<Buffer> | undefined;
/** A small cover, drawn once. */
export function coverImage(): Promise<Buffer> {
  coverPng ??= sharp({
    create: { width: 300, height: 450, channels: 3, background: { r: 160, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return coverPng;
}

function answer(res: ServerResponse, behaviour: IsbnBehaviour, send: () => void, notFound: () => void) {
  if (behaviour === 'error') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('erro interno');
    return;
  }
  if (behaviour === 'malformed') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"title": "Memó');
    return;
  }
  if (behaviour === 'not_found') {
    notFound();
    return;
  }
  if (behaviour === 'slow') setTimeout(send, SLOW_MS).unref();
  else send();
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** The request handler, for the tests' stub and the e2e run's provider alike. */
export function isbnStubHandler(
  stub: Pick<IsbnStub, 'behaviour' | 'brasilApiCover' | 'requests'>,
  base: () => string,
) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '';
    const userAgent = req.headers['user-agent'];
    const brasil = /^\/api\/isbn\/v1\/(\d+)$/.exec(path)?.[1];
    const edition = /^\/isbn\/(\d+)\.json$/.exec(path)?.[1];
    // A provider knows KNOWN_ISBN alone, and answers it as its behaviour says.
    const ask = (
      provider: 'brasilapi' | 'openlibrary',
      isbn: string,
      send: () => void,
      notFound: () => void,
    ) => {
      stub.requests.push({ provider, path, userAgent });
      answer(res, isbn === KNOWN_ISBN ? stub.behaviour[provider] : 'not_found', send, notFound);
    };
    if (brasil) {
      ask(
        'brasilapi',
        brasil,
        () =>
          json(res, 200, {
            ...BRASILAPI_BOOK,
            cover_url: stub.brasilApiCover ? `${base()}/capas/brasilapi.png` : null,
          }),
        () => json(res, 404, { message: 'ISBN não encontrado', type: 'not_found' }),
      );
      return;
    }
    if (edition) {
      ask(
        'openlibrary',
        edition,
        () => json(res, 200, OPENLIBRARY_EDITION),
        () => json(res, 404, { error: 'notfound', key: `/isbn/${edition}` }),
      );
      return;
    }
    if (path === '/authors/OL1A.json' || path === '/works/OL1W.json') {
      stub.requests.push({ provider: 'openlibrary-record', path, userAgent });
      json(
        res,
        200,
        path.startsWith('/authors')
          ? { name: 'Machado de Assis' }
          : { description: { type: '/type/text', value: 'Um defunto autor.' } },
      );
      return;
    }
    if (path === '/b/id/1234-L.jpg' || path === '/capas/brasilapi.png') {
      stub.requests.push({ provider: 'cover', path, userAgent });
      const image = await coverImage();
      answer(
        res,
        stub.behaviour.cover,
        () => res.writeHead(200, { 'content-type': 'image/png' }).end(image),
        () => res.writeHead(404).end(),
      );
      return;
    }
    res.writeHead(404).end();
  };
}

export async function startIsbnStub(): Promise<IsbnStub> {
  const state: Pick<IsbnStub, 'behaviour' | 'brasilApiCover' | 'requests'> = {
    behaviour: { brasilapi: 'found', openlibrary: 'found', cover: 'found' },
    brasilApiCover: true,
    requests: [],
  };
  let baseUrl = '';
  const listening = await listen(isbnStubHandler(state, () => baseUrl));
  baseUrl = listening.base;
  return Object.assign(state, listening);
}

/** The settings that point every provider at the stub, in the default order. */
export function isbnSettings(stub: Listening) {
  return {
    ISBN_PROVIDERS: ['brasilapi', 'openlibrary'] as ('brasilapi' | 'openlibrary')[],
    ISBN_BRASILAPI_URL: stub.base,
    ISBN_OPENLIBRARY_URL: stub.base,
    ISBN_OPENLIBRARY_COVERS_URL: stub.base,
  };
}
