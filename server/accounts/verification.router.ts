import { addressInput, identityInput, verifyEmailInput } from '../../shared/schemas/verification.ts';
import { RuleError } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { readVerificationToken, sendVerificationEmail } from './email-verification.ts';
import { accountSummary, findUserById, markEmailVerified } from './users.ts';
import {
  getAddress,
  getIdentity,
  lastVerificationMailAt,
  saveAddress,
  saveIdentity,
  verificationStatus,
} from './verification.ts';

const RESEND_INTERVAL_MS = 60_000;

export const verificationRouter = router({
  /** The steps to become a seller (docs/product/accounts.md#seller-verification); visitors get the all-false status. */
  status: publicProcedure.query(({ ctx }) => verificationStatus(ctx.db, ctx.user?.id ?? null)),

  /** What the dashboard forms start from (the CPF comes back masked). */
  details: protectedProcedure.query(async ({ ctx }) => {
    const summary = await accountSummary(ctx.db, ctx.user.id);
    return {
      email: ctx.user.email,
      // Suggested for the identity form until the user fills it.
      profileNames: { firstName: summary?.firstName ?? '', lastName: summary?.lastName ?? '' },
      identity: await getIdentity(ctx.db, ctx.user.id),
      address: await getAddress(ctx.db, ctx.user.id),
    };
  }),

  sendEmail: protectedProcedure.mutation(async ({ ctx }) => {
    if (ctx.user.emailVerified) return { alreadyVerified: true as const };
    const last = await lastVerificationMailAt(ctx.db, ctx.user.id);
    if (last && Date.now() - last.getTime() < RESEND_INTERVAL_MS) {
      throw new RuleError(
        'TOO_MANY_REQUESTS',
        'Acabamos de enviar um link. Aguarde um minuto antes de pedir outro.',
      );
    }
    await sendVerificationEmail(ctx.db, ctx.config, ctx.user);
    return { alreadyVerified: false as const };
  }),

  /** The link from the email; works signed in or not, since the token names the account. */
  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const check = readVerificationToken(ctx.config, input.token);
    if (!check.ok) {
      throw new RuleError(
        'BAD_REQUEST',
        check.reason === 'expired'
          ? 'Este link de verificação expirou. Peça um novo no seu perfil.'
          : 'Link de verificação inválido.',
      );
    }
    const user = await findUserById(ctx.db, check.userId);
    if (!user || user.email !== check.email) {
      throw new RuleError(
        'BAD_REQUEST',
        'Este link não corresponde mais ao email da conta. Peça um novo no seu perfil.',
      );
    }
    if (!user.email_verified_at) await markEmailVerified(ctx.db, user.id, user.email);
    return { email: user.email };
  }),

  saveIdentity: protectedProcedure.input(identityInput).mutation(async ({ ctx, input }) => {
    await saveIdentity(ctx.db, ctx.user.id, input);
    return verificationStatus(ctx.db, ctx.user.id);
  }),

  saveAddress: protectedProcedure.input(addressInput).mutation(async ({ ctx, input }) => {
    await saveAddress(ctx.db, ctx.user.id, input);
    return verificationStatus(ctx.db, ctx.user.id);
  }),
});
