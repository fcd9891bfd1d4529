import { createFileRoute } from '@tanstack/react-router';
import { CartView } from '../components/cart/CartView.tsx';

// /cart redirects here: /cart and /carrinho are the same screen (docs/product/cart.md).
export const Route = createFileRoute('/carrinho')({
  component: CartView,
});
