import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { readCookie, SESSION_COOKIE, validateSessionToken } from '../accounts/index.ts';
import type { Deps } from '../context.ts';
import { pathOf, requestUrl } from '../http/index.ts';
import { EXPORT_PATH_PREFIX, exportsDir, tokenMatches } from './export-files.ts';
import { findDownload } from './export-queries.ts';

// GET /meus-dados/exportacao/{id}?token=… (docs/product/data-rights.md#download): the ZIP, only to
// its signed-in owner holding the link's token, and only until it expires. Anyone else, a wrong
// token and an expired link all get the same 404, which tells nothing about whose export it is.

export function isExportDownload(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && pathOf(req).startsWith(EXPORT_PATH_PREFIX);
}

export function createExportDownloadHandler({ db, config }: Deps) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const id = pathOf(req).slice(EXPORT_PATH_PREFIX.length);
    const token = requestUrl(req).searchParams.get('token') ?? '';
    const cookie = readCookie(req.headers.cookie, SESSION_COOKIE);
    const session = cookie ? await validateSessionToken(db, cookie) : null;
    const found = session && /^[0-9a-f-]{36}$/.test(id) ? await findDownload(db, id, session.user.id) : null;
    if (!found?.fileName || !found.tokenHash || !tokenMatches(token, found.tokenHash)) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      return void res.end('Link inválido ou expirado. Peça um novo arquivo em Meu Perfil.');
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="releia-meus-dados-${found.createdAt.slice(0, 10)}.zip"`,
    );
    if (req.method === 'HEAD') return void res.end();
    const stream = createReadStream(join(exportsDir(config.DATA_DIR), found.fileName));
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}
