// The login screen's URL parameters. A module of its own: the route files use it for
// validateSearch, which stays in the app's entry chunk, while the screen is loaded with its route.

export type AuthTab = 'login' | 'register';
export interface AuthSearch {
  tab?: AuthTab;
  redirect?: string;
  erro?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    tab: search.tab === 'register' ? 'register' : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
    erro: typeof search.erro === 'string' ? search.erro : undefined,
  };
}
