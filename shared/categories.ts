// The category groups (docs/product/categories.md#menu-groups), in menu order. The database decides which categories
// exist (and admins may add more); a group with none of them is hidden.
export const CATEGORY_GROUPS = [
  'Ficção',
  'Não Ficção',
  'Infantojuvenil',
  'HQs e Mangás',
  'Arte e Estilo',
  'Estudo',
  'Especializados',
] as const;
export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

/** Slugs that list books by an order rather than a category row. */
export const VIRTUAL_CATEGORY_SLUGS = { lancamentos: 'Lançamentos', populares: 'Mais Populares' } as const;

/** Spec route slugs that name a category by another spelling. */
export const CATEGORY_SLUG_ALIASES: Record<string, string> = { biografia: 'biografias' };

/** The home carousels (docs/product/home.md#sections), in order. */
export const HOME_SECTIONS = [
  { slug: 'lancamentos', title: 'Lançamentos' },
  { slug: 'populares', title: 'Mais Populares' },
  { slug: 'romance', title: 'Romance' },
  { slug: 'ficcao-cientifica', title: 'Ficção Científica' },
  { slug: 'tecnologia', title: 'Tecnologia' },
  { slug: 'biografias', title: 'Biografias' },
] as const;
