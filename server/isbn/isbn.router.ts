import { isbnLookupInput } from '../../shared/schemas/isbn.ts';
import { router, sellerProcedure } from '../trpc.ts';
import { lookupIsbnForMember } from './lookup.ts';
import { isbnAnswerOutput } from './outputs.ts';

// The ISBN's facts for the listing form (docs/product/listing.md#prefill-from-the-isbn).
export const isbnRouter = router({
  /**
   * What the providers know of an ISBN, to fill the add-book form: for those who may list a book
   * (the cover it stores is a book photo), limited per member since each miss asks an outside service.
   */
  lookup: sellerProcedure
    .input(isbnLookupInput)
    .output(isbnAnswerOutput)
    .query(({ ctx, input }) => lookupIsbnForMember(ctx, ctx.user.id, input.isbn)),
});
