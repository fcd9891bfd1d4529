import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc.ts';
import { SheetLinks } from '../imports/SheetLinks.tsx';
import { PendingPage } from '../Loading.tsx';
import { EmptyState, PageShell, primaryButtonClass } from '../PageShell.tsx';
import { ShelfConfirmDialog } from './ShelfConfirmDialog.tsx';
import { type ShelfTab, ShelfTabs } from './ShelfTabs.tsx';
import { useShelfActions } from './use-shelf-actions.ts';

/**
 * Minha Estante (docs/product/selling.md#minha-estante): the signed-in user's own listings, on
 * sale and sold, with edit, remove and mark as sold.
 */
export function ShelfPage() {
  const books = useQuery(trpc.books.mine.queryOptions());
  const [tab, setTab] = useState<ShelfTab>('venda');
  const actions = useShelfActions();

  const all = books.data ?? [];
  const sell = (
    <Link to="/add-book" className={primaryButtonClass}>
      <Plus aria-hidden="true" className="size-4" /> Vender Livros
    </Link>
  );

  if (books.isLoading) return <PendingPage />;

  return (
    <PageShell
      title="Minha Estante"
      intro="Os livros que você anunciou: edite, marque como vendido ou remova."
    >
      <SheetLinks />
      {all.length === 0 ? (
        <EmptyState title="Sua estante está vazia" action={sell}>
          Anuncie um livro que você já leu: ele aparece aqui, em Lançamentos e na sua livraria.
        </EmptyState>
      ) : (
        <ShelfTabs
          books={all}
          tab={tab}
          onTabChange={setTab}
          listRef={actions.listRef}
          sell={sell}
          onRemove={(book) => actions.ask({ kind: 'remove', book })}
          onSold={(book) => actions.ask({ kind: 'sold', book })}
        />
      )}
      <ShelfConfirmDialog
        pending={actions.pending}
        busy={actions.busy}
        onCancel={actions.cancel}
        onConfirm={() => void actions.confirm()}
      />
    </PageShell>
  );
}
