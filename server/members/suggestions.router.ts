import { suggestionsInput } from '../../shared/schemas/suggestions.ts';
import { protectedProcedure, router } from '../trpc.ts';
import { peopleSuggestionsOutput } from './outputs.ts';
import { suggestPeople } from './people-to-follow.ts';

/** 'Pessoas que você pode conhecer' (docs/product/follows.md#suggestions). */
export const suggestionsRouter = router({
  list: protectedProcedure
    .input(suggestionsInput)
    .output(peopleSuggestionsOutput)
    .query(({ ctx, input }) => suggestPeople(ctx.db, ctx.user.id, { limit: input.limit })),
});
