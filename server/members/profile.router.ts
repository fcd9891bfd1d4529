import { newsletterInput } from '../../shared/data-rights.ts';
import { storePixInput } from '../../shared/pix/pix-key.ts';
import { updateProfileInput, updateStoreInput } from '../../shared/schemas/profile.ts';
import { saveWithUsername } from '../accounts/index.ts';
import { RuleError } from '../errors.ts';
import { storedPhotoExists } from '../photos/index.ts';
import { protectedProcedure, router } from '../trpc.ts';
import {
  ensureStore,
  getOwnProfile,
  getOwnStore,
  saveStore,
  saveStorePix,
  setNewsletter,
  updateProfile,
} from './profiles.ts';

const PHOTO_GONE = 'A foto enviada não foi encontrada. Envie-a novamente.';

/** Meu Perfil (/dashboard): the signed-in user's own profile and store, nobody else's. */
export const profileRouter = router({
  get: protectedProcedure.query(({ ctx }) => getOwnProfile(ctx.db, ctx.user.id)),

  update: protectedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    if (input.photoUrl && !storedPhotoExists(ctx.config.DATA_DIR, input.photoUrl))
      throw new RuleError('BAD_REQUEST', PHOTO_GONE, { field: 'photoUrl' });
    await saveWithUsername(ctx.db, ctx.user.id, input.username, () =>
      updateProfile(ctx.db, ctx.user.id, input),
    );
    return getOwnProfile(ctx.db, ctx.user.id);
  }),

  /** The newsletter consent given at registration, withdrawn or given again (docs/product/data-rights.md#consents). */
  setNewsletter: protectedProcedure.input(newsletterInput).mutation(async ({ ctx, input }) => {
    await setNewsletter(ctx.db, ctx.user.id, input.newsletter);
    return { newsletter: input.newsletter };
  }),

  store: protectedProcedure.query(({ ctx }) => getOwnStore(ctx.db, ctx.user.id)),

  updateStore: protectedProcedure.input(updateStoreInput).mutation(async ({ ctx, input }) => {
    if (input.photoUrl && !storedPhotoExists(ctx.config.DATA_DIR, input.photoUrl))
      throw new RuleError('BAD_REQUEST', PHOTO_GONE, { field: 'photoUrl' });
    await saveStore(ctx.db, ctx.user.id, input);
    return getOwnStore(ctx.db, ctx.user.id);
  }),

  /** The store's Pix key (docs/product/pix.md#pix-key): all four values at once, key normalised. */
  updatePix: protectedProcedure.input(storePixInput).mutation(async ({ ctx, input }) => {
    await ensureStore(ctx.db, ctx.user.id);
    await saveStorePix(ctx.db, ctx.user.id, input);
    return getOwnStore(ctx.db, ctx.user.id);
  }),

  /** 'Remover chave Pix': buyers arrange payment by contact again. */
  removePix: protectedProcedure.mutation(async ({ ctx }) => {
    await saveStorePix(ctx.db, ctx.user.id, null);
    return getOwnStore(ctx.db, ctx.user.id);
  }),
});
