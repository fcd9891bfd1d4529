import { formatPrice } from '../../../shared/format.ts';

/**
 * A cart or checkout line's price: with an accepted offer, the agreed price beside the asking
 * price struck through (docs/product/offers.md#the-agreed-price).
 */
export function ItemPrice({
  book,
  quantity,
}: {
  book: { priceCents: number; askingCents: number };
  quantity: number;
}) {
  if (book.askingCents === book.priceCents) return <>{formatPrice(book.priceCents * quantity)}</>;
  return (
    <span className="inline-flex flex-col items-end">
      <s className="font-normal text-stone-500 text-xs">
        <span className="sr-only">Preço pedido: </span>
        {formatPrice(book.askingCents * quantity)}
      </s>
      <span>
        <span className="sr-only">Preço combinado: </span>
        {formatPrice(book.priceCents * quantity)}
      </span>
    </span>
  );
}

/**
 * On the book page and its phone bar: the agreed price, then the asking price struck through, each
 * named for screen readers (docs/product/offers.md#the-agreed-price). Each place sizes them.
 */
export function AgreedPrice({
  agreed,
  asking,
  agreedClass,
  askingClass,
}: {
  agreed: string;
  asking: string;
  agreedClass: string;
  askingClass: string;
}) {
  return (
    <>
      <span className={agreedClass}>
        <span className="sr-only">Preço combinado: </span>
        {agreed}
      </span>
      <s className={askingClass}>
        <span className="sr-only">Preço pedido: </span>
        {asking}
      </s>
    </>
  );
}
