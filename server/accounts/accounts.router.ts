import {
  completeProfileInput,
  loginInput,
  registerInput,
  usernameAvailableInput,
  usernameSchema,
} from '../../shared/schemas/accounts.ts';
import {
  passwordResetLinkInput,
  requestPasswordResetInput,
  resetPasswordInput,
} from '../../shared/schemas/password-reset.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc.ts';
import { googleEnabled } from './google.ts';
import { isSecure, passwordLogin, registerWithPassword } from './login.ts';
import { requestPasswordReset, resetLinkWorks, resetPassword } from './password-reset.ts';
import { blankSessionCookie, invalidateUserSessions } from './session.ts';
import { saveWithUsername, USERNAME_TAKEN } from './usernames.ts';
import { accountSummary, completeProfile, isUsernameTaken } from './users.ts';

export const accountsRouter = router({
  /** The signed-in user, or null for visitors. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const summary = await accountSummary(ctx.db, ctx.user.id);
    return {
      ...ctx.user,
      firstName: summary?.firstName ?? null,
      lastName: summary?.lastName ?? null,
      avatarUrl: summary?.avatarUrl ?? null,
    };
  }),

  /** Which ways in the login screen offers (Google only with credentials configured). */
  options: publicProcedure.query(({ ctx }) => ({
    google: googleEnabled(ctx.config),
    passwordSignup: ctx.config.PASSWORD_SIGNUP,
  })),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    await passwordLogin(ctx, input.email, input.password);
    return { ok: true as const };
  }),

  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await registerWithPassword(ctx, {
      email: input.email,
      password: input.password,
      firstName: input.firstName,
      lastName: input.lastName,
      newsletter: input.newsletter,
    });
    return { ok: true as const };
  }),

  /** Logout signs out globally (docs/product/accounts.md#sign-out): every session of the user ends. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await invalidateUserSessions(ctx.db, ctx.user.id);
    ctx.setCookie(blankSessionCookie(isSecure(ctx)));
    return { ok: true as const };
  }),

  /** 'Esqueci minha senha' (docs/product/accounts.md#password-recovery): the same answer for every address. */
  requestPasswordReset: publicProcedure.input(requestPasswordResetInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx, input.email);
    return { ok: true as const };
  }),

  /** Whether a recovery link still works; the page says so before the member types a password. */
  passwordResetLink: publicProcedure
    .input(passwordResetLinkInput)
    .query(async ({ ctx, input }) => ({ works: await resetLinkWorks(ctx.db, ctx.config, input.token) })),

  /** The new password from a recovery link: every session ends, this device is signed in afresh. */
  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input.token, input.password);
    return { ok: true as const };
  }),

  usernameAvailable: protectedProcedure.input(usernameAvailableInput).query(async ({ ctx, input }) => {
    const parsed = usernameSchema.safeParse(input.username);
    if (!parsed.success) return { available: false, message: parsed.error.issues[0]?.message ?? null };
    const taken = await isUsernameTaken(ctx.db, parsed.data, ctx.user.id);
    return { available: !taken, message: taken ? USERNAME_TAKEN : null };
  }),

  /** /complete-profile: a unique username and the confirmed names. */
  completeProfile: protectedProcedure.input(completeProfileInput).mutation(async ({ ctx, input }) => {
    await saveWithUsername(ctx.db, ctx.user.id, input.username, () =>
      completeProfile(ctx.db, ctx.user.id, input),
    );
    return { ok: true as const };
  }),
});
