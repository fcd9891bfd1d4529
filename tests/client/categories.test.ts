import { describe, expect, it } from 'vitest';
import { groupCategories, type MenuCategory } from '../../client/components/categories.ts';

let id = 0;
const cat = (slug: string, groupName: string | null): MenuCategory => ({
  id: ++id,
  name: slug,
  slug,
  groupName,
});

describe('groupCategories', () => {
  it('orders groups as in CATEGORY_GROUPS, whatever the order of the categories', () => {
    const groups = groupCategories([
      cat('direito', 'Especializados'),
      cat('hqs', 'HQs e Mangás'),
      cat('romance', 'Ficção'),
      cat('historia', 'Não Ficção'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Ficção', 'Não Ficção', 'HQs e Mangás', 'Especializados']);
  });

  it('hides groups without categories and leaves out categories outside every group', () => {
    const groups = groupCategories([
      cat('romance', 'Ficção'),
      cat('tecnologia', null),
      cat('x', 'Grupo Desconhecido'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.name).toBe('Ficção');
    expect(groups[0]?.categories.map((c) => c.slug)).toEqual(['romance']);
  });

  it('keeps the server order (sort_order) inside a group', () => {
    const groups = groupCategories([
      cat('terror-horror', 'Ficção'),
      cat('biografias', 'Não Ficção'),
      cat('romance', 'Ficção'),
    ]);
    expect(groups[0]?.categories.map((c) => c.slug)).toEqual(['terror-horror', 'romance']);
  });

  it('gives no groups for no categories', () => {
    expect(groupCategories([])).toEqual([]);
  });
});
