import { storeSlugFromName } from '../../../shared/slug.ts';

/** The category bar's main menu (docs/product/screens.md#header). */
export const MAIN_MENU = [
  { to: '/livrarias', label: 'Livrarias' },
  { to: '/autores', label: 'Autores' },
  { to: '/editoras', label: 'Editoras' },
  { to: '/mais-vendidos', label: 'Mais Vendidos' },
] as const;

/** Paths of pages the accounts feature owns, linked by plain path (see SiteLink). */
export const ACCOUNT_PATHS = {
  login: '/login',
  // 'Vender Livros' for a visitor: sign in, saying why, then the listing form.
  sellSignIn: '/auth?redirect=%2Fadd-book&motivo=vender',
  register: '/auth?tab=register',
  dashboard: '/dashboard',
  addBook: '/add-book',
  estante: '/estante',
  chats: '/chats',
  wants: '/desejos',
} as const;

export function myStorePath(user: { name: string; username: string | null }): string {
  return `/livraria/${encodeURIComponent(user.username || storeSlugFromName(user.name))}`;
}
