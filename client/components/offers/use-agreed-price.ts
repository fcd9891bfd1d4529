import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

/**
 * The price an accepted offer gives this reader on the book, in cents, or null
 * (docs/product/offers.md#the-agreed-price). The server decides it with the rule the cart and the
 * checkout use; it comes with the offers box's own query (offers.forBook), so it costs no request
 * and follows each step taken on the offer.
 */
export function useAgreedPrice(bookId: string, member: boolean): number | null {
  const query = useQuery({ ...trpc.offers.forBook.queryOptions({ bookId }), enabled: member });
  return member ? (query.data?.agreedCents ?? null) : null;
}
