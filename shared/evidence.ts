import { z } from 'zod';
import { EVIDENCE_PURPOSES, type EvidencePurpose } from './problems.ts';

// Private evidence photos about an order (docs/product/problems.md#evidence-privacy): sent to
// POST /uploads/evidencias, served at /evidencias/<sha256>.webp to the order's two parties and
// admins only. The client's picker and the server's checks read these.

/** At most this many photos per problem, per answer, per packing. */
export const EVIDENCE_MAX_PHOTOS = 5;

/** The URL of one stored evidence photo: its content's SHA-256, so nothing else can be named. */
export const EVIDENCE_URL = /^\/evidencias\/([0-9a-f]{64})\.webp$/;

export const EVIDENCE_TOO_MANY = `Envie no máximo ${EVIDENCE_MAX_PHOTOS} fotos.`;

/** The photos a form sends back (each uploaded first): at most five evidence URLs, no repeats. */
export const evidenceUrlsInput = z
  .array(z.string().regex(EVIDENCE_URL, 'Foto inválida. Envie-a novamente.'))
  .max(EVIDENCE_MAX_PHOTOS, EVIDENCE_TOO_MANY)
  .refine((urls) => new Set(urls).size === urls.length, 'A mesma foto foi enviada duas vezes.')
  .default([]);

/** Where the picker sends a photo for this order and purpose. */
export function evidenceUploadPath(orderId: string, purpose: EvidencePurpose): string {
  return `/uploads/evidencias?pedido=${encodeURIComponent(orderId)}&finalidade=${purpose}`;
}

export function isEvidencePurpose(value: string | null): value is EvidencePurpose {
  return (EVIDENCE_PURPOSES as readonly (string | null)[]).includes(value);
}

const stampFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** When a photo or a step happened as members read it: '02/12 às 14:05', Brasília time. */
export function brazilStamp(iso: string): string {
  const parts = Object.fromEntries(stampFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.day}/${parts.month} às ${parts.hour}:${parts.minute}`;
}
