import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHEET_MAX_BYTES, SHEET_TOO_LARGE } from '../../shared/spreadsheets.ts';
import { readCookie, SESSION_COOKIE, validateSessionToken, verificationStatus } from '../accounts/index.ts';
import type { Deps } from '../context.ts';
import { RuleError } from '../errors.ts';
import { clientAddressResolver, pathOf, requestUrl, sendJson } from '../http/index.ts';
import { logger } from '../observability/index.ts';
import { checkWriteLimits } from '../rate-limits/index.ts';
import { startImport } from './jobs.ts';
import { type SheetFormat, sheetFile, sheetOfBooks } from './sheet-write.ts';

// The sheets as files (docs/decisions/044-spreadsheets.md#decision):
//   POST /uploads/planilhas?nome=…   the sheet as the raw body; answers the import job's id
//   GET  /planilhas/meus-livros.csv|.xlsx   'Exportar meus livros', to its signed-in owner
//   GET  /planilhas/modelo.csv|.xlsx         the empty template, to anyone
// Under /uploads/ the upload has the cross-site guard every write has (server/http/cross-site.ts).

export const SHEET_UPLOAD_PATH = '/uploads/planilhas';
const DOWNLOAD = /^\/planilhas\/(meus-livros|modelo)\.(csv|xlsx)$/;
const TYPES: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
const STATUS: Partial<Record<RuleError['code'], number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
};

export function isSheetRequest(req: IncomingMessage): boolean {
  const path = pathOf(req);
  return path === SHEET_UPLOAD_PATH || DOWNLOAD.test(path);
}

export function createSheetsHandler({ db, config }: Deps) {
  const addressOf = clientAddressResolver(config.TRUST_PROXY);
  const sessionOf = async (req: IncomingMessage) => {
    const token = readCookie(req.headers.cookie, SESSION_COOKIE);
    return token ? validateSessionToken(db, token) : null;
  };

  const upload = async (req: IncomingMessage, res: ServerResponse) => {
    const session = await sessionOf(req);
    if (!session) throw new RuleError('UNAUTHORIZED', 'Faça login para importar uma planilha.');
    await checkWriteLimits(db, config, { sessionId: session.sessionId, ip: addressOf(req) });
    // Whoever may list books may import them (sellerProcedure's rule, docs/product/selling.md#who-can-sell).
    if (!(await verificationStatus(db, session.user.id)).isSellerEligible)
      throw new RuleError('FORBIDDEN', 'Conclua a verificação de vendedor para importar uma planilha.');
    const bytes = await readBody(req);
    if (bytes.length === 0) throw new RuleError('BAD_REQUEST', 'Nenhuma planilha recebida.');
    const name = requestUrl(req).searchParams.get('nome') ?? 'planilha';
    const id = await startImport(db, session.user.id, { name, bytes });
    sendJson(res, 201, { id });
  };

  const download = async (req: IncomingMessage, res: ServerResponse, which: string, format: SheetFormat) => {
    let rows: Awaited<ReturnType<typeof sheetOfBooks>> = [];
    if (which === 'meus-livros') {
      const session = await sessionOf(req);
      if (!session) throw new RuleError('UNAUTHORIZED', 'Faça login para exportar seus livros.');
      rows = await sheetOfBooks(db, session.user.id);
    }
    const file = await sheetFile(rows, format);
    const day = new Date().toISOString().slice(0, 10);
    const name = which === 'modelo' ? `releia-modelo.${format}` : `releia-meus-livros-${day}.${format}`;
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[format]);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.end(req.method === 'HEAD' ? undefined : file);
  };

  return async (req: IncomingMessage, res: ServerResponse) => {
    const path = pathOf(req);
    try {
      if (path === SHEET_UPLOAD_PATH) {
        if (req.method !== 'POST') {
          res.setHeader('Allow', 'POST');
          return sendJson(res, 405, { error: 'Use POST para enviar a planilha.' });
        }
        return await upload(req, res);
      }
      const [, which = '', format = 'csv'] = DOWNLOAD.exec(path) ?? [];
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET');
        return sendJson(res, 405, { error: 'Use GET para baixar a planilha.' });
      }
      await download(req, res, which, format as SheetFormat);
    } catch (error) {
      const status = error instanceof RuleError ? STATUS[error.code] : undefined;
      if (error instanceof RuleError && status) {
        if (status === 413) res.setHeader('Connection', 'close');
        return sendJson(res, status, { error: error.message });
      }
      logger.error({ err: error }, 'falha na planilha');
      sendJson(res, 500, { error: 'Não foi possível ler ou gerar a planilha. Tente novamente.' });
    }
  };
}

/** The body up to the sheet's limit; past it, the rest is left unread and the answer is 413. */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => new RuleError('PAYLOAD_TOO_LARGE', SHEET_TOO_LARGE);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > SHEET_MAX_BYTES) {
      req.resume();
      return reject(tooLarge());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > SHEET_MAX_BYTES) {
        req.off('data', collect);
        req.pause();
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', collect);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
