import { sellerBadges } from '../../shared/reviews.ts';
import { pageInput } from '../../shared/schemas/books.ts';
import { storeBooksInput, storeUsernameInput } from '../../shared/schemas/stores.ts';
import { bookCardPageOutput, browseBooks } from '../catalog/index.ts';
import type { Context } from '../context.ts';
import { RuleError } from '../errors.ts';
import { followCounts, isFollowing } from '../social/index.ts';
import { publicProcedure, router } from '../trpc.ts';
import { storeListOutput, storePageOutput } from './outputs.ts';
import { ratingSummary } from './ratings.ts';
import { countListedBooks, findActiveStore, listStores, storeHeader } from './stores.ts';
import { vacationRouter } from './vacation.router.ts';
import { vacationOf } from './vacation.ts';

/** The not-found message of docs/product/stores.md#when-a-store-is-not-found; the page adds 'A loja que você está procurando não existe ou está inativa.' */
const storeNotFound = () => new RuleError('NOT_FOUND', 'Loja não encontrada');

async function activeStore(ctx: Context, username: string) {
  const store = await findActiveStore(ctx.db, username);
  if (!store) throw storeNotFound();
  return store;
}

/** The seller store page, /livraria/{username} (docs/product/stores.md). */
export const storesRouter = router({
  /** 'Livrarias': the open stores, a page at a time (docs/product/stores.md). */
  list: publicProcedure
    .input(pageInput)
    .output(storeListOutput)
    .query(({ ctx, input }) => listStores(ctx.db, input)),

  byUsername: publicProcedure
    .input(storeUsernameInput)
    .output(storePageOutput)
    .query(async ({ ctx, input }) => {
      const store = await activeStore(ctx, input.username);
      const [follows, booksPublished, rating, vacation] = await Promise.all([
        followCounts(ctx.db, store.userId),
        countListedBooks(ctx.db, store.userId),
        ratingSummary(ctx.db, store.userId),
        vacationOf(ctx.db, store.userId),
      ]);
      const me = ctx.user?.id ?? null;
      return {
        store: storeHeader(store),
        // Real follower and following counts (docs/product/follows.md#follow-button).
        counters: { followers: follows.followers, following: follows.following, booksPublished },
        // The real rating (docs/product/reviews.md#rating); the page shows 'Novo vendedor' without reviews.
        rating,
        badges: sellerBadges(rating),
        // Modo férias: the page shows the message and the return date (docs/product/vacation.md#the-store-page).
        vacation,
        isOwner: me === store.userId,
        /** Null for visitors, who see no follow button. */
        isFollowing: me && me !== store.userId ? await isFollowing(ctx.db, me, store.userId) : null,
      };
    }),

  /** 'Livros Disponíveis': newest, oldest, price-low, price-high or A-Z. */
  books: publicProcedure
    .input(storeBooksInput)
    .output(bookCardPageOutput)
    .query(async ({ ctx, input }) => {
      const store = await activeStore(ctx, input.username);
      return browseBooks(ctx.db, { kind: 'seller', userId: store.userId }, input);
    }),

  /** Modo férias, the seller's side (docs/product/vacation.md). */
  vacation: vacationRouter,
});
