import { createFileRoute } from '@tanstack/react-router';
import { Checkout } from '../../components/cart/Checkout.tsx';

// Reached from the cart and from 'Comprar agora' (docs/product/checkout.md#reaching-it); signed-in only (_authed).
export const Route = createFileRoute('/_authed/checkout')({
  component: Checkout,
});
