import type { Executor } from '../../db/client.ts';
import { RuleError } from '../errors.ts';
import { isUniqueViolation, isUsernameTaken } from './users.ts';

export const USERNAME_TAKEN = 'Este nome de usuário já está em uso. Escolha outro.';

/**
 * Runs `save`, which sets `userId`'s username, unless another user has it already; a race lost
 * at the unique index gets the same answer as the check before it.
 */
export async function saveWithUsername(
  db: Executor,
  userId: string,
  username: string,
  save: () => Promise<unknown>,
): Promise<void> {
  if (await isUsernameTaken(db, username, userId))
    throw new RuleError('CONFLICT', USERNAME_TAKEN, { field: 'username' });
  try {
    await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new RuleError('CONFLICT', USERNAME_TAKEN, { field: 'username' });
    throw error;
  }
}
