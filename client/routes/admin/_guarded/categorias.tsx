import { createFileRoute } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { CategoryForm } from '../../../components/admin/CategoryForm.tsx';
import { CategoriesTable } from '../../../components/admin/categories/CategoriesTable.tsx';
import { useCategoriesPage } from '../../../components/admin/categories/use-categories-page.ts';
import { ListState } from '../../../components/admin/Toolbar.tsx';
import { primaryButtonClass } from '../../../components/PageShell.tsx';

export const Route = createFileRoute('/admin/_guarded/categorias')({
  component: CategoriesPage,
});

function CategoriesPage() {
  const { query, categories, editing, setEditing, busy, save, initial } = useCategoriesPage();
  return (
    <AdminLayout
      title="Categorias"
      intro="O menu 'Categorias', o rodapé e as páginas de categoria seguem esta lista: só as ativas aparecem, na ordem indicada."
    >
      <div className="mb-4 flex justify-end">
        <button type="button" className={primaryButtonClass} onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> Nova categoria
        </button>
      </div>
      <ListState
        isPending={query.isPending}
        isError={query.isError}
        isEmpty={categories?.length === 0}
        onRetry={() => void query.refetch()}
        empty="Nenhuma categoria cadastrada."
      >
        {categories && <CategoriesTable categories={categories} onEdit={setEditing} />}
      </ListState>

      {editing !== null && (
        <CategoryForm
          // A fresh form per category, so one edit's typing never leaks into another.
          key={editing === 'new' ? 'new' : editing.id}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          editing={editing !== 'new'}
          initial={initial}
          busy={busy}
          onSubmit={save}
        />
      )}
    </AdminLayout>
  );
}
