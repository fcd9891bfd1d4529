import { Link } from '@tanstack/react-router';
import { DeferredCategoriesDropdown } from './HeaderMenus.tsx';
import { MAIN_MENU } from './nav.ts';

const linkClass =
  'inline-flex h-10 items-center rounded-md px-3 font-medium text-sm text-stone-700 hover:bg-white hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm';

/** The bar under the desktop header: categories and the main menu, active page highlighted. */
export function CategoryBar() {
  return (
    <nav
      aria-label="Categorias e menu principal"
      className="hidden border-stone-200 border-t bg-stone-50 md:block"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-1.5 lg:px-6">
        <DeferredCategoriesDropdown />
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
