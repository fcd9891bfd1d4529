import { updateProfileInput, updateStoreInput } from '../../shared/schemas/profile.ts';
import { fieldError } from '../auth/errors.ts';
import { storedPhotoExists } from '../auth/photo-upload.ts';
import { getOwnProfile, getOwnStore, saveStore, updateProfile } from '../repositories/profiles.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { saveWithUsername } from './accounts.ts';

const PHOTO_GONE = 'A foto enviada não foi encontrada. Envie-a novamente.';

/** Meu Perfil (/dashboard): the signed-in user's own profile and store, nobody else's. */
export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.user.id)),

  update: protectedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    if (input.photoUrl && !storedPhotoExists(ctx.config.DATA_DIR, input.photoUrl))
      throw fieldError('BAD_REQUEST', 'photoUrl', PHOTO_GONE);
    await saveWithUsername(ctx.db, ctx.user.id, input.username, () =>
      updateProfile(ctx.db, ctx.user.id, input),
    );
    return getOwnProfile(ctx.db, ctx.user.id);
  }),

  store: protectedProcedure.query(({ ctx }) => getOwnStore(ctx.db, ctx.user.id)),

  updateStore: protectedProcedure.input(updateStoreInput).mutation(async ({ ctx, input }) => {
    if (input.photoUrl && !storedPhotoExists(ctx.config.DATA_DIR, input.photoUrl))
      throw fieldError('BAD_REQUEST', 'photoUrl', PHOTO_GONE);
    await saveStore(ctx.db, ctx.user.id, input);
    return getOwnStore(ctx.db, ctx.user.id);
  }),
});
