import { LogIn, RefreshCw, ShoppingCart } from 'lucide-react';
import { ExploreBooksLink } from '../ExploreBooksLink.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../PageShell.tsx';
import { SiteLink } from '../SiteLink.tsx';

/** A visitor's cart: the cart lives in the account, so 'Entrar' comes back here. */
export function CartSignIn() {
  return (
    <PageShell title="Carrinho">
      <EmptyState
        title="Entre para ver seu carrinho"
        action={
          <SiteLink href="/auth?redirect=%2Fcarrinho" className={primaryButtonClass}>
            <LogIn aria-hidden="true" className="size-4" />
            Entrar
          </SiteLink>
        }
      >
        Seu carrinho fica guardado na sua conta, pronto em qualquer aparelho.
      </EmptyState>
    </PageShell>
  );
}

export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageShell title="Carrinho">
      <EmptyState
        title="Não foi possível carregar o carrinho"
        action={
          <button type="button" onClick={onRetry} className={primaryButtonClass}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Tentar novamente
          </button>
        }
      >
        Verifique sua conexão e tente de novo.
      </EmptyState>
    </PageShell>
  );
}

export function CartEmpty() {
  return (
    <PageShell title="Carrinho">
      <EmptyState title="Seu carrinho está vazio" action={<ExploreBooksLink icon={ShoppingCart} />}>
        Encontre livros usados nas listas da página inicial. Cada livro é um exemplar único, vendido
        diretamente por outro leitor.
      </EmptyState>
    </PageShell>
  );
}
