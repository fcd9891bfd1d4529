import { createFileRoute, Link } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { EmptyState, PageShell, primaryButtonClass } from '../components/PageShell.tsx';

export const Route = createFileRoute('/carrinho')({
  component: CartPage,
});

// Adding to the cart arrives with the cart feature; until then every cart is empty.
function CartPage() {
  return (
    <PageShell title="Carrinho">
      <EmptyState
        title="Seu carrinho está vazio"
        action={
          <Link to="/" hash="livros" className={primaryButtonClass}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            Explorar Livros
          </Link>
        }
      >
        Encontre livros usados nas listas da página inicial. Cada livro é um exemplar único, vendido
        diretamente por outro leitor.
      </EmptyState>
    </PageShell>
  );
}
