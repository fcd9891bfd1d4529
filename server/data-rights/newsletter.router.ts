import { unsubscribeInput } from '../../shared/data-rights.ts';
import { RuleError } from '../errors.ts';
import { publicProcedure, router } from '../trpc.ts';
import { unsubscribeByLink } from './unsubscribe.ts';

// The newsletter's unsubscribe link works signed out (docs/product/data-rights.md#consents).

export const newsletterRouter = router({
  unsubscribe: publicProcedure.input(unsubscribeInput).mutation(async ({ ctx, input }) => {
    if (!(await unsubscribeByLink(ctx.db, ctx.config, input.userId, input.token)))
      throw new RuleError('BAD_REQUEST', 'Link de descadastro inválido.');
    return { message: 'Pronto: você não vai mais receber a newsletter do Releia.' };
  }),
});
