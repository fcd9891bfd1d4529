// The category groups of spec section 2, in menu order. The database decides which categories
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

/** The spec's categories with their Portuguese names; the seed writes these. */
export const DEFAULT_CATEGORIES: ReadonlyArray<{ slug: string; name: string; group: CategoryGroup | null }> =
  [
    { slug: 'romance', name: 'Romance', group: 'Ficção' },
    { slug: 'ficcao-cientifica', name: 'Ficção Científica', group: 'Ficção' },
    { slug: 'policial-suspense-misterio', name: 'Policial, Suspense e Mistério', group: 'Ficção' },
    { slug: 'literatura-classica', name: 'Literatura Clássica', group: 'Ficção' },
    { slug: 'terror-horror', name: 'Terror e Horror', group: 'Ficção' },
    { slug: 'biografias', name: 'Biografias', group: 'Não Ficção' },
    { slug: 'historia', name: 'História', group: 'Não Ficção' },
    { slug: 'politica', name: 'Política', group: 'Não Ficção' },
    { slug: 'filosofia', name: 'Filosofia', group: 'Não Ficção' },
    { slug: 'psicologia', name: 'Psicologia', group: 'Não Ficção' },
    { slug: 'religiao', name: 'Religião', group: 'Não Ficção' },
    { slug: 'negocios', name: 'Negócios', group: 'Não Ficção' },
    { slug: 'educacao', name: 'Educação', group: 'Não Ficção' },
    { slug: 'ciencia', name: 'Ciência', group: 'Não Ficção' },
    { slug: 'saude', name: 'Saúde', group: 'Não Ficção' },
    { slug: 'literatura-infantil', name: 'Literatura Infantil', group: 'Infantojuvenil' },
    { slug: 'hqs', name: 'HQs', group: 'HQs e Mangás' },
    { slug: 'mangas-graphic-novels', name: 'Mangás e Graphic Novels', group: 'HQs e Mangás' },
    { slug: 'artes-musica', name: 'Artes e Música', group: 'Arte e Estilo' },
    { slug: 'esportes-jogos', name: 'Esportes e Jogos', group: 'Arte e Estilo' },
    { slug: 'culinaria', name: 'Culinária', group: 'Arte e Estilo' },
    { slug: 'viagens', name: 'Viagens', group: 'Arte e Estilo' },
    { slug: 'moda-design', name: 'Moda e Design', group: 'Arte e Estilo' },
    { slug: 'livros-didaticos', name: 'Livros Didáticos', group: 'Estudo' },
    { slug: 'preparatorios', name: 'Preparatórios', group: 'Estudo' },
    { slug: 'guias-manuais', name: 'Guias e Manuais', group: 'Estudo' },
    { slug: 'dicionarios', name: 'Dicionários', group: 'Estudo' },
    { slug: 'direito', name: 'Direito', group: 'Especializados' },
    { slug: 'medicina', name: 'Medicina', group: 'Especializados' },
    { slug: 'lgbtq', name: 'LGBTQ+', group: 'Especializados' },
    { slug: 'outros', name: 'Outros', group: 'Especializados' },
    // Home carousel and spec route slug that belongs to no menu group.
    { slug: 'tecnologia', name: 'Tecnologia', group: null },
  ];

/** Slugs that list books by an order rather than a category row. */
export const VIRTUAL_CATEGORY_SLUGS = { lancamentos: 'Lançamentos', populares: 'Mais Populares' } as const;

/** Spec route slugs that name a category by another spelling. */
export const CATEGORY_SLUG_ALIASES: Record<string, string> = { biografia: 'biografias' };

/** The home carousels of spec section 2, in order. */
export const HOME_SECTIONS = [
  { slug: 'lancamentos', title: 'Lançamentos' },
  { slug: 'populares', title: 'Mais Populares' },
  { slug: 'romance', title: 'Romance' },
  { slug: 'ficcao-cientifica', title: 'Ficção Científica' },
  { slug: 'tecnologia', title: 'Tecnologia' },
  { slug: 'biografias', title: 'Biografias' },
] as const;
