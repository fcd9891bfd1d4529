import { randomUUID } from 'node:crypto';
import type { EvidencePurpose } from '../../shared/problems.ts';
import type { TestDb } from './db.ts';

let photoN = 0;

/**
 * An evidence photo of an order as POST /uploads/evidencias records it, without the upload
 * (tests/server/evidence.test.ts tests the endpoint itself); its private URL.
 */
export async function recordEvidence(
  db: TestDb['db'],
  photo: { orderId: string; uploadedBy: string; purpose: EvidencePurpose; receivedAt?: string },
): Promise<string> {
  photoN += 1;
  const url = `/evidencias/${photoN.toString(16).padStart(64, '0')}.webp`;
  await db
    .insertInto('evidence_photos')
    .values({
      id: randomUUID(),
      order_id: photo.orderId,
      url,
      uploaded_by: photo.uploadedBy,
      purpose: photo.purpose,
      received_at: photo.receivedAt ?? new Date().toISOString(),
    })
    .execute();
  return url;
}
