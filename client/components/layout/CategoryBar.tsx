import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { groupCategories, useCategories } from '../categories.ts';
import { MAIN_MENU } from './nav.ts';

const linkClass =
  'inline-flex h-10 items-center rounded-md px-3 font-medium text-sm text-stone-700 hover:bg-white hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm';

/** The 'Categorias' dropdown: the category groups in a 2-column grid (3 on large screens). */
export function CategoriesDropdown() {
  const { data, isLoading, isError, refetch } = useCategories();
  const onCategoryPage = useRouterState({ select: (s) => s.location.pathname.startsWith('/categoria/') });
  const groups = data ? groupCategories(data) : [];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(
          'inline-flex h-10 items-center gap-2 rounded-md px-3 font-semibold text-sm hover:bg-white data-[state=open]:bg-white',
          onCategoryPage ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-800',
        )}
      >
        <LayoutGrid aria-hidden="true" className="size-4" />
        Categorias
        <ChevronDown aria-hidden="true" className="size-4" />
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

/** The bar under the desktop header: categories and the main menu, active page highlighted. */
export function CategoryBar() {
  return (
    <nav
      aria-label="Categorias e menu principal"
      className="hidden border-stone-200 border-t bg-stone-50 md:block"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 lg:px-6">
        <CategoriesDropdown />
        <span aria-hidden="true" className="mx-2 h-5 w-px bg-stone-300" />
        <ul className="flex items-center gap-1">
          {MAIN_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
