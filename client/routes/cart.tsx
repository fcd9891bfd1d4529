import { createFileRoute, redirect } from '@tanstack/react-router';

/** /cart and /carrinho are the same screen (docs/product/cart.md); /carrinho is the address we show. */
export const Route = createFileRoute('/cart')({
  beforeLoad: () => {
    throw redirect({ to: '/carrinho', replace: true });
  },
});
