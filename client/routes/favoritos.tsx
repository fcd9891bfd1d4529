import { createFileRoute, Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { useFavouritesCount } from '../components/favourites.ts';
import { EmptyState, PageShell, primaryButtonClass } from '../components/PageShell.tsx';

export const Route = createFileRoute('/favoritos')({
  component: FavouritesPage,
});

// Favourites live in this browser only (spec section 3); listing them with their books comes
// with the favourites feature.
function FavouritesPage() {
  const count = useFavouritesCount();
  const explore = (
    <Link to="/" hash="livros" className={primaryButtonClass}>
      <Heart aria-hidden="true" className="size-4" />
      Explorar Livros
    </Link>
  );
  return (
    <PageShell title="Favoritos" intro="Os livros que você guardou para ver depois, salvos neste navegador.">
      {count === 0 ? (
        <EmptyState title="Você ainda não tem favoritos" action={explore}>
          Guarde os livros que chamarem sua atenção para encontrá-los depois.
        </EmptyState>
      ) : (
        <EmptyState
          title={count === 1 ? 'Você tem 1 favorito salvo' : `Você tem ${count} favoritos salvos`}
          action={explore}
        >
          Em breve seus favoritos aparecerão aqui com capa, preço e vendedor.
        </EmptyState>
      )}
    </PageShell>
  );
}
