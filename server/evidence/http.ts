import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isEvidencePurpose } from '../../shared/evidence.ts';
import { orderNumber } from '../../shared/order-number.ts';
import { auditReadOnce, readCookie, SESSION_COOKIE, validateSessionToken } from '../accounts/index.ts';
import type { Deps } from '../context.ts';
import { clientAddressResolver, pathOf, requestUrl, sendJson } from '../http/index.ts';
import {
  encodePhoto,
  receivePhotoBody,
  saveEncoded,
  sendUploadFailure,
  UploadError,
} from '../photos/index.ts';
import { evidenceAccess, evidenceDir, evidenceFile, orderForParty, recordEvidence } from './store.ts';

// The private evidence photos' two doors (docs/product/problems.md#evidence-privacy):
//   POST /uploads/evidencias?pedido=<orderId>&finalidade=packing|problem: a party of the order,
//     signed in, within the write limits; the same checks and re-encoding as public photos.
//   GET /evidencias/<sha256>.webp: to the order's two parties and admins; a 404 to anyone else,
//     so a stranger cannot even learn that the photo exists.

export const EVIDENCE_UPLOAD_PATH = '/uploads/evidencias';
export const EVIDENCE_PREFIX = '/evidencias/';

async function sessionUser(db: Deps['db'], req: IncomingMessage) {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  return token ? await validateSessionToken(db, token) : null;
}

/** Packing photos are the seller's, while marking the order sent; a problem's, either party's once paid. */
function mayUpload(
  order: { buyer_id: string; seller_id: string; status: string },
  userId: string,
  purpose: string,
) {
  if (purpose === 'packing') return order.seller_id === userId && order.status === 'pago';
  return order.status !== 'aguardando_pagamento';
}

export function createEvidenceUploadHandler({ db, config }: Deps) {
  const addressOf = clientAddressResolver(config.TRUST_PROXY);
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'Use POST para enviar fotos.' });
    }
    try {
      const session = await sessionUser(db, req);
      if (!session) throw new UploadError(401, 'Faça login para enviar fotos.');
      const params = requestUrl(req).searchParams;
      const purpose = params.get('finalidade');
      if (!isEvidencePurpose(purpose)) throw new UploadError(400, 'Finalidade da foto desconhecida.');
      const order = await orderForParty(db, params.get('pedido') ?? '', session.user.id);
      if (!order) throw new UploadError(404, 'Pedido não encontrado.');
      if (!mayUpload(order, session.user.id, purpose))
        throw new UploadError(409, 'Este pedido não aceita fotos desta etapa agora.');
      const body = await receivePhotoBody(
        req,
        { db, config },
        { sessionId: session.sessionId, ip: addressOf(req) },
      );
      const photo = await encodePhoto(body);
      await saveEncoded(evidenceDir(config.DATA_DIR), photo);
      const stored = await recordEvidence(db, {
        orderId: order.id,
        userId: session.user.id,
        purpose,
        url: `${EVIDENCE_PREFIX}${photo.hash}.webp`,
      });
      sendJson(res, 201, stored);
    } catch (error) {
      sendUploadFailure(res, error);
    }
  };
}

export function createEvidenceHandler({ db, config }: Deps) {
  const addressOf = clientAddressResolver(config.TRUST_PROXY);
  return async (req: IncomingMessage, res: ServerResponse) => {
    // Never kept by a shared cache, and a browser's copy is tied to the session cookie.
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Vary', 'Cookie');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return sendJson(res, 405, { error: 'Use GET.' });
    }
    const url = pathOf(req);
    const file = evidenceFile(config.DATA_DIR, url);
    const session = file ? await sessionUser(db, req) : null;
    const access = file && session ? await evidenceAccess(db, url, session.user) : null;
    if (!file || !session || !access) return notFound(res);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return notFound(res);
    // An admin who is not a party reads the parties' private photos: audited once per order and
    // hour (docs/product/admin.md#mediation), not once per image of the gallery.
    if (access.asAdmin)
      await auditReadOnce(db, {
        actorId: session.user.id,
        ip: addressOf(req),
        action: 'evidence.view',
        targetType: 'order',
        targetId: access.orderId,
        reason: null,
        details: { label: orderNumber(access.orderId) },
      });
    res.statusCode = 200;
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(info.size));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'HEAD') return void res.end();
    createReadStream(file).pipe(res);
  };
}

function notFound(res: ServerResponse) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Arquivo não encontrado.');
}
