import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { groupCategories, useCategories } from '../categories.ts';
import type { DeferredProps } from './DeferredMenu.tsx';
import { CategoriesTriggerContent, categoriesTriggerClass, useOnCategoryPage } from './MenuTriggers.tsx';

/**
 * The 'Categorias' dropdown: the category groups in a 2-column grid (3 on large screens). Loaded
 * on demand: the category bar shows HeaderMenus.tsx's stand-in until then.
 */
export function CategoriesDropdown({ defaultOpen }: DeferredProps) {
  const { data, isLoading, isError, refetch } = useCategories();
  const groups = data ? groupCategories(data) : [];

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={categoriesTriggerClass(useOnCategoryPage())}>
        <CategoriesTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          collisionPadding={16}
          className="z-50 max-h-[min(70vh,var(--radix-dropdown-menu-content-available-height))] w-[min(92vw,46rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white p-4 shadow-xl"
        >
          {isLoading ? (
            <p className="px-2 py-4 text-sm text-stone-600">Carregando...</p>
          ) : isError ? (
            <div className="flex items-center justify-between gap-3 px-2 py-2 text-sm">
              <span className="text-stone-700">Não foi possível carregar as categorias.</span>
              <DropdownMenu.Item
                className="cursor-pointer rounded-md border border-stone-300 px-3 py-1 font-medium outline-none data-[highlighted]:bg-brand-50"
                onSelect={(event) => {
                  event.preventDefault();
                  void refetch();
                }}
              >
                Tentar novamente
              </DropdownMenu.Item>
            </div>
          ) : groups.length === 0 ? (
            <p className="px-2 py-4 text-sm text-stone-600">Nenhuma categoria disponível.</p>
          ) : (
            <div className="columns-2 gap-x-6 lg:columns-3" data-testid="categories-grid">
              {groups.map((group) => (
                <DropdownMenu.Group key={group.name} className="mb-5 flex break-inside-avoid flex-col">
                  <DropdownMenu.Label className="mb-1 px-2 font-semibold text-brand-800 text-xs uppercase tracking-wide">
                    {group.name}
                  </DropdownMenu.Label>
                  {group.categories.map((category) => (
                    <DropdownMenu.Item key={category.slug} asChild>
                      <Link
                        to="/categoria/$slug"
                        params={{ slug: category.slug }}
                        className="rounded-md px-2 py-1.5 text-sm text-stone-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
                      >
                        {category.name}
                      </Link>
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.Group>
              ))}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
