import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_DIMENSION, PHOTO_TYPES } from '../../shared/schemas/profile.ts';
import { readCookie, SESSION_COOKIE, validateSessionToken, verificationStatus } from '../accounts/index.ts';
import type { Deps } from '../context.ts';
import { RuleError } from '../errors.ts';
import { clientAddressResolver, mediaType, pathOf, sendJson } from '../http/index.ts';
import { logger } from '../observability/index.ts';
import { checkWriteLimits, type Writer } from '../rate-limits/index.ts';
import { uploadsDir } from './resized.ts';

// POST /uploads/{avatars|stores|books} with the raw image as the body (Content-Type image/jpeg, png or
// webp). A raw body rather than base64 inside a tRPC call: a 5 MB photo would be 6.7 MB of JSON,
// beyond the API's body limit, and the file would be parsed twice. The image is checked by its
// content (sharp), re-encoded to WebP without metadata (no GPS or camera data leaks) and stored
// under its SHA-256, so the same photo uploaded twice is one file. The answer is its URL, which
// the profile, store or book form then saves through tRPC.

const KINDS = ['avatars', 'stores', 'books'] as const;
type Kind = (typeof KINDS)[number];
const OUTPUT_MAX = 1200;

/** A refused upload: the HTTP status and the pt-BR sentence the client shows. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new UploadError(413, 'A foto deve ter no máximo 5 MB.'));
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Not destroyed: the 413 and its message must reach the client first. The rest of the
        // body is left unread and the connection closes after the answer (Connection: close).
        req.off('data', collect);
        req.pause();
        chunks.length = 0;
        reject(new UploadError(413, 'A foto deve ter no máximo 5 MB.'));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', collect);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The photo checked by its content, re-encoded to WebP without metadata and named by its SHA-256:
 * the one copy of these checks, for public photos here and private evidence (server/evidence/).
 */
export async function encodePhoto(input: Buffer): Promise<{ output: Buffer; hash: string }> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit: with one, a photo too large would be
    // reported as unreadable instead of getting the size message below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(415, 'Arquivo não reconhecido. Envie uma foto JPEG, PNG ou WebP.');
  }
  if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format))
    throw new UploadError(415, 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.');
  if (!meta.width || !meta.height || meta.width > PHOTO_MAX_DIMENSION || meta.height > PHOTO_MAX_DIMENSION)
    throw new UploadError(422, `A foto pode ter no máximo ${PHOTO_MAX_DIMENSION} pixels de lado.`);
  let output: Buffer;
  try {
    output = await sharp(input, { limitInputPixels: PHOTO_MAX_DIMENSION * PHOTO_MAX_DIMENSION })
      .rotate()
      .resize({ width: OUTPUT_MAX, height: OUTPUT_MAX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new UploadError(422, 'Não foi possível ler esta foto. Tente outra.');
  }
  return { output, hash: createHash('sha256').update(output).digest('hex') };
}

/** Writes `<dir>/<hash>.webp` once (the same photo sent twice is one file), atomically. */
export async function saveEncoded(dir: string, photo: { output: Buffer; hash: string }): Promise<void> {
  const file = join(dir, `${photo.hash}.webp`);
  if (existsSync(file)) return;
  await mkdir(dir, { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(tmp, photo.output);
  await rename(tmp, file);
}

export async function storePhoto(dataDir: string, kind: Kind, input: Buffer): Promise<string> {
  const photo = await encodePhoto(input);
  await saveEncoded(join(uploadsDir(dataDir), kind), photo);
  return `/images/${kind}/${photo.hash}.webp`;
}

// Uploads are named by their hash; the demo covers the seed renders are 'cover-NNN'. Neither
// pattern admits a dot or a slash, so a URL can never point outside its folder.
const STORED_PHOTO = /^\/images\/(?:(avatars|stores|books)\/([0-9a-f]{64})|(covers)\/(cover-\d{1,6}))\.webp$/;

/**
 * The file a stored photo URL names, and whether it is a member's upload (not a demo cover); null
 * for any other URL.
 */
export function storedPhotoFile(dataDir: string, url: string): { file: string; upload: boolean } | null {
  const match = STORED_PHOTO.exec(url);
  const folder = match?.[1] ?? match?.[3];
  const name = match?.[2] ?? match?.[4];
  if (!folder || !name) return null;
  return { file: join(uploadsDir(dataDir), folder, `${name}.webp`), upload: folder !== 'covers' };
}

/** Whether a photo URL names a file this server stored (an upload or a demo cover). */
export function storedPhotoExists(dataDir: string, url: string): boolean {
  const stored = storedPhotoFile(dataDir, url);
  return Boolean(stored && existsSync(stored.file));
}

/** An upload is a write like any mutation: it spends the same per-session and per-address limits. */
async function spendUpload(db: Deps['db'], config: Deps['config'], writer: Writer): Promise<void> {
  try {
    await checkWriteLimits(db, config, writer);
  } catch (error) {
    if (error instanceof RuleError && error.code === 'TOO_MANY_REQUESTS')
      throw new UploadError(429, error.message);
    throw error;
  }
}

/**
 * The raw body of a photo upload by a signed-in member, after the write limits and the media
 * type: shared by the public photos and the private evidence (server/evidence/).
 */
export async function receivePhotoBody(
  req: IncomingMessage,
  deps: Pick<Deps, 'db' | 'config'>,
  writer: Writer,
): Promise<Buffer> {
  await spendUpload(deps.db, deps.config, writer);
  if (!(PHOTO_TYPES as readonly string[]).includes(mediaType(req)))
    throw new UploadError(415, 'Formato não aceito. Envie uma foto JPEG, PNG ou WebP.');
  const body = await readBody(req, PHOTO_MAX_BYTES);
  if (body.length === 0) throw new UploadError(400, 'Nenhuma foto recebida.');
  return body;
}

/** The answer to a failed upload: its own status and sentence, or a logged 500. */
export function sendUploadFailure(res: ServerResponse, error: unknown): void {
  if (error instanceof UploadError) {
    if (error.status === 413) res.setHeader('Connection', 'close');
    sendJson(res, error.status, { error: error.message });
    return;
  }
  logger.error({ err: error }, 'falha ao receber foto');
  sendJson(res, 500, { error: 'Não foi possível salvar a foto. Tente novamente.' });
}

export function createPhotoUploadHandler({ db, config }: Deps) {
  const addressOf = clientAddressResolver(config.TRUST_PROXY);
  return async (req: IncomingMessage, res: ServerResponse) => {
    const kind = pathOf(req).slice('/uploads/'.length) as Kind;
    if (!KINDS.includes(kind)) return sendJson(res, 404, { error: 'Destino de envio desconhecido.' });
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'Use POST para enviar fotos.' });
    }
    try {
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const session = token ? await validateSessionToken(db, token) : null;
      if (!session) throw new UploadError(401, 'Faça login para enviar fotos.');
      // Book photos are for listings, which only eligible sellers create (sellerProcedure).
      if (kind === 'books' && !(await verificationStatus(db, session.user.id)).isSellerEligible) {
        await spendUpload(db, config, { sessionId: session.sessionId, ip: addressOf(req) });
        throw new UploadError(403, 'Conclua a verificação de vendedor para enviar fotos de livros.');
      }
      const body = await receivePhotoBody(
        req,
        { db, config },
        { sessionId: session.sessionId, ip: addressOf(req) },
      );
      const url = await storePhoto(config.DATA_DIR, kind, body);
      sendJson(res, 201, { url });
    } catch (error) {
      sendUploadFailure(res, error);
    }
  };
}
