import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageTitle } from '../use-page-title.ts';

const SECTIONS = [
  { to: '/admin', label: 'Painel', exact: true },
  { to: '/admin/usuarios', label: 'Usuários', exact: false },
  { to: '/admin/livros', label: 'Livros', exact: false },
  { to: '/admin/denuncias', label: 'Denúncias', exact: false },
  { to: '/admin/mediacao', label: 'Mediação', exact: false },
  { to: '/admin/categorias', label: 'Categorias', exact: false },
  { to: '/admin/auditoria', label: 'Auditoria', exact: false },
] as const;

/** The admin area's frame: heading, the section menu (scrolls sideways on phones), then the page. */
export function AdminLayout({
  title,
  heading,
  intro,
  children,
}: {
  title: string;
  heading?: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Administração`);
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is wider than the screen: bring the current section into view, or a page
  // such as Mediação opens with its own tab scrolled out of sight.
  useEffect(() => {
    const nav = menu.current;
    const current = nav?.querySelector<HTMLElement>('[data-status=active]');
    if (!nav || !current) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 md:py-8 lg:px-6">
      <nav
        ref={menu}
        aria-label="Administração"
        className="-mx-4 relative mb-6 overflow-x-auto px-4 md:mx-0 md:px-0"
      >
        <ul className="flex w-max gap-1 rounded-full bg-stone-100 p-1">
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                activeOptions={{ exact: s.exact }}
                className="block whitespace-nowrap rounded-full px-4 py-2 font-semibold text-sm text-stone-700 hover:text-stone-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[status=active]:bg-white data-[status=active]:text-brand-800 data-[status=active]:shadow-sm"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="font-semibold font-serif text-3xl text-stone-900 md:text-4xl">{heading ?? title}</h1>
      {intro && <div className="mt-2 max-w-3xl text-stone-600">{intro}</div>}
      <div className="mt-6">{children}</div>
    </div>
  );
}
