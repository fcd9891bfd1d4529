import type { Kysely } from 'kysely';
import type { CategoryGroup } from '../shared/categories.ts';

// The reference categories are product data, not demo data: every install has them from its
// first migration, admins edit them afterwards (docs/product/categories.md#reference-categories),
// and the demo seed only reads them. This list only grows: a category added here reaches new
// installs through the migration that calls insertMissingReferenceCategories, and existing ones
// through a new migration that calls it again; nothing here renames or removes what an admin
// has edited.

export interface ReferenceCategory {
  slug: string;
  name: string;
  /** The menu group; null keeps it out of the 'Categorias' menu (the 'Tecnologia' carousel). */
  group: CategoryGroup | null;
  description: string;
}

// biome-ignore format: one category per line reads as the table it is
export const REFERENCE_CATEGORIES: readonly ReferenceCategory[] = [
  { slug: 'romance', name: 'Romance', group: 'Ficção', description: 'Histórias de amor, encontros e desencontros, dos clássicos aos contemporâneos.' },
  { slug: 'ficcao-cientifica', name: 'Ficção Científica', group: 'Ficção', description: 'Futuros possíveis, viagens espaciais, robôs e mundos distantes.' },
  { slug: 'policial-suspense-misterio', name: 'Policial, Suspense e Mistério', group: 'Ficção', description: 'Crimes, investigações e reviravoltas para ler de uma vez só.' },
  { slug: 'literatura-classica', name: 'Literatura Clássica', group: 'Ficção', description: 'Os grandes autores da literatura brasileira, portuguesa e universal.' },
  { slug: 'terror-horror', name: 'Terror e Horror', group: 'Ficção', description: 'Assombrações, criaturas e medos para ler com a luz acesa.' },
  { slug: 'biografias', name: 'Biografias', group: 'Não Ficção', description: 'A vida de artistas, líderes, cientistas e gente que fez história.' },
  { slug: 'historia', name: 'História', group: 'Não Ficção', description: 'Do Brasil Colônia aos dias de hoje, passando pela história do mundo.' },
  { slug: 'politica', name: 'Política', group: 'Não Ficção', description: 'Democracia, poder, sociedade e os debates que movem o país.' },
  { slug: 'filosofia', name: 'Filosofia', group: 'Não Ficção', description: 'Dos gregos aos contemporâneos: ética, existência e pensamento crítico.' },
  { slug: 'psicologia', name: 'Psicologia', group: 'Não Ficção', description: 'Mente, comportamento, emoções e psicanálise.' },
  { slug: 'religiao', name: 'Religião', group: 'Não Ficção', description: 'Espiritualidade, fé e tradições religiosas.' },
  { slug: 'negocios', name: 'Negócios', group: 'Não Ficção', description: 'Gestão, finanças, empreendedorismo e carreira.' },
  { slug: 'educacao', name: 'Educação', group: 'Não Ficção', description: 'Pedagogia, ensino e aprendizagem para educadores e famílias.' },
  { slug: 'ciencia', name: 'Ciência', group: 'Não Ficção', description: 'Divulgação científica: universo, vida, corpo e tecnologia.' },
  { slug: 'saude', name: 'Saúde', group: 'Não Ficção', description: 'Bem-estar, alimentação, corpo e mente saudáveis.' },
  { slug: 'literatura-infantil', name: 'Literatura Infantil', group: 'Infantojuvenil', description: 'Livros para crianças e jovens leitores descobrirem o prazer da leitura.' },
  { slug: 'hqs', name: 'HQs', group: 'HQs e Mangás', description: 'Quadrinhos nacionais e estrangeiros, tirinhas e álbuns.' },
  { slug: 'mangas-graphic-novels', name: 'Mangás e Graphic Novels', group: 'HQs e Mangás', description: 'Mangás, graphic novels e romances gráficos.' },
  { slug: 'artes-musica', name: 'Artes e Música', group: 'Arte e Estilo', description: 'Pintura, fotografia, cinema, música brasileira e história da arte.' },
  { slug: 'esportes-jogos', name: 'Esportes e Jogos', group: 'Arte e Estilo', description: 'Futebol, xadrez, corrida e o universo dos esportes e jogos.' },
  { slug: 'culinaria', name: 'Culinária', group: 'Arte e Estilo', description: 'Receitas, técnicas e a cozinha brasileira de todas as regiões.' },
  { slug: 'viagens', name: 'Viagens', group: 'Arte e Estilo', description: 'Guias e relatos de viagem pelo Brasil e pelo mundo.' },
  { slug: 'moda-design', name: 'Moda e Design', group: 'Arte e Estilo', description: 'Moda, estilo, design gráfico e de interiores.' },
  { slug: 'livros-didaticos', name: 'Livros Didáticos', group: 'Estudo', description: 'Livros escolares do ensino fundamental e médio.' },
  { slug: 'preparatorios', name: 'Preparatórios', group: 'Estudo', description: 'Material para ENEM, vestibulares, OAB e concursos públicos.' },
  { slug: 'guias-manuais', name: 'Guias e Manuais', group: 'Estudo', description: 'Guias práticos e manuais para aprender fazendo.' },
  { slug: 'dicionarios', name: 'Dicionários', group: 'Estudo', description: 'Dicionários de português, idiomas, sinônimos e etimologia.' },
  { slug: 'direito', name: 'Direito', group: 'Especializados', description: 'Doutrina, códigos e manuais para estudantes e profissionais do Direito.' },
  { slug: 'medicina', name: 'Medicina', group: 'Especializados', description: 'Livros de referência para estudantes e profissionais da saúde.' },
  { slug: 'lgbtq', name: 'LGBTQ+', group: 'Especializados', description: 'Literatura e não ficção de autoras e autores LGBTQ+ e sobre diversidade.' },
  { slug: 'outros', name: 'Outros', group: 'Especializados', description: 'Crônicas, almanaques e tudo o que não cabe nas outras estantes.' },
  { slug: 'tecnologia', name: 'Tecnologia', group: null, description: 'Programação, engenharia de software, redes, dados e inteligência artificial.' },
];

/**
 * Inserts the reference categories whose slug is not in the table yet, in list order after the
 * existing ones. Typed loosely on purpose: migrations call it and must not depend on the current
 * schema type.
 */
// biome-ignore lint/suspicious/noExplicitAny: called from migrations, see above
export async function insertMissingReferenceCategories(db: Kysely<any>): Promise<void> {
  const existing: Array<{ slug: string }> = await db.selectFrom('categories').select('slug').execute();
  const known = new Set(existing.map((c) => c.slug));
  const missing = REFERENCE_CATEGORIES.map((c, i) => ({ ...c, sortOrder: (i + 1) * 10 })).filter(
    (c) => !known.has(c.slug),
  );
  if (missing.length === 0) return;
  await db
    .insertInto('categories')
    .values(
      missing.map((c) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        group_name: c.group,
        is_active: 1,
        sort_order: c.sortOrder,
      })),
    )
    .execute();
}
