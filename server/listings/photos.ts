import type { Executor } from '../../db/client.ts';
import { findBookDetail } from '../catalog/index.ts';
import { RuleError } from '../errors.ts';
import { storedPhotoExists } from '../photos/index.ts';

/**
 * Every photo must be a file this server stored: a URL that merely looks right (a guessed hash,
 * a file lost with a restored backup) would show a broken cover. Photos the book already has
 * stay accepted, so an edit never fails over a file that is not the seller's doing.
 */
export function assertPhotosStored(
  dataDir: string,
  photos: readonly string[] | undefined,
  current: readonly string[] = [],
): void {
  const missing = photos?.some((p) => !current.includes(p) && !storedPhotoExists(dataDir, p));
  if (missing)
    throw new RuleError('BAD_REQUEST', 'Foto não encontrada. Envie a foto novamente.', { field: 'photos' });
}

/** assertPhotosStored for an edit: the photos the seller's own book has already stay accepted. */
export async function assertEditPhotosStored(
  db: Executor,
  dataDir: string,
  sellerId: string,
  bookId: string,
  photos: readonly string[],
): Promise<void> {
  const book = await findBookDetail(db, bookId);
  assertPhotosStored(dataDir, photos, book?.seller.id === sellerId ? book.photos : []);
}
