import { ChevronRight } from 'lucide-react';
import { SiteLink } from '../SiteLink.tsx';

/** Path words shown in Portuguese (docs/product/book-page.md#breadcrumb). */
export const BREADCRUMB_LABELS: Readonly<Record<string, string>> = {
  livro: 'Livro',
  autor: 'Autor',
  categoria: 'Categoria',
  editora: 'Editora',
  vendedor: 'Vendedor',
  perfil: 'Perfil',
  'meus-livros': 'Meus Livros',
  'adicionar-livro': 'Adicionar Livro',
  'editar-livro': 'Editar Livro',
  dashboard: 'Painel',
  carrinho: 'Carrinho',
  pedidos: 'Pedidos',
  chat: 'Chat',
  favoritos: 'Favoritos',
  livrarias: 'Livrarias',
};

/** Path words that are pages of their own, so their crumb can be a link. */
const LINKABLE = new Set(['dashboard', 'carrinho', 'pedidos', 'favoritos', 'livrarias']);

export interface Crumb {
  key: string;
  label: string;
  href: string | null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Crumbs for a path: 'Início', then one per path word (mapped label, or the word itself), the
 * last one named `current` when given (the book title on a book page) and never a link.
 */
export function breadcrumbFor(pathname: string, current?: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ key: '/', label: 'Início', href: '/' }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const word = decode(segment);
    const label = last && current ? current : (BREADCRUMB_LABELS[word] ?? word);
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    crumbs.push({ key: path, label, href: !last && LINKABLE.has(word) ? path : null });
  });
  return crumbs;
}

export function Breadcrumb({ pathname, current }: { pathname: string; current?: string }) {
  const crumbs = breadcrumbFor(pathname, current);
  return (
    <nav aria-label="Trilha de navegação" className="min-w-0 text-sm text-stone-600">
      <ol className="flex min-w-0 items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li
              key={crumb.key}
              className={
                last ? 'min-w-0 truncate font-medium text-stone-900' : 'flex shrink-0 items-center gap-1'
              }
            >
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <SiteLink href={crumb.href} className="rounded-sm hover:text-brand-700 hover:underline">
                  {crumb.label}
                </SiteLink>
              ) : (
                <span>{crumb.label}</span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
