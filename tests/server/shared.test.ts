import { describe, expect, it } from 'vitest';
import {
  conditionLabel,
  formatCount,
  formatLikeCount,
  formatPrice,
  formatRating,
  reviewsText,
} from '../../shared/format.ts';
import { bookIdFromSlug, bookPath, slugify, storeSlugFromName } from '../../shared/slug.ts';

const ID = '3f2b8c1e-9a4d-4c2b-8e1f-0a1b2c3d4e5f';

describe('formatCount and formatRating', () => {
  it('write what Intl writes for pt-BR', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4321]) {
      expect(formatCount(n), String(n)).toBe(n.toLocaleString('pt-BR'));
    }
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    for (const average of [0, 1, 3.04, 3.96, 4.3, 4.75, 4.99, 5]) {
      expect(formatRating(average), String(average)).toBe(average.toLocaleString('pt-BR', oneDecimal));
    }
  });

  it('count reviews in the singular and plural', () => {
    expect(reviewsText(1)).toBe('1 avaliação');
    expect(reviewsText(1200)).toBe('1.200 avaliações');
  });
});

describe('formatPrice', () => {
  it("formats cents as 'R$ 12,34' with a plain space", () => {
    expect(formatPrice(1234)).toBe('R$ 12,34');
    expect(formatPrice(0)).toBe('R$ 0,00');
    expect(formatPrice(123456)).toBe('R$ 1.234,56');
  });

  it('writes what Intl writes for pt-BR reais, with a plain space', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    for (const cents of [1, 5, 99, 100, 999, 100000, 999999, 1000000, 123456789, -250, -123456]) {
      expect(formatPrice(cents), String(cents)).toBe(intl.format(cents / 100).replace(/\u00a0/g, ' '));
    }
  });
});

describe('conditionLabel (docs/product/selling.md#conditions)', () => {
  it.each([
    ['novo', 'Novo'],
    ['usado_otimo', 'Muito Bom'],
    ['usado_como_novo', 'Muito Bom'],
    ['Ótimo', 'Muito Bom'],
    ['usado_bom', 'Bom'],
    ['usado_aceitavel', 'Regular'],
    ['usado_regular', 'Regular'],
    ['qualquer', 'Bom'],
  ])('%s → %s', (value, label) => expect(conditionLabel(value)).toBe(label));
});

describe('formatLikeCount', () => {
  it('shows 99+ above 99 and never below 0', () => {
    expect(formatLikeCount(99)).toBe('99');
    expect(formatLikeCount(100)).toBe('99+');
    expect(formatLikeCount(-3)).toBe('0');
  });
});

describe('book paths', () => {
  it('builds {title}-{author}-{id} without accents', () => {
    expect(bookPath({ id: ID, title: 'Memórias Póstumas de Brás Cubas', author: 'Machado de Assis' })).toBe(
      `/livro/memorias-postumas-de-bras-cubas-machado-de-assis-${ID}`,
    );
  });

  it('caps the path at 150 characters, giving the title 60% of the room', () => {
    const path = bookPath({ id: ID, title: 'palavra '.repeat(40), author: 'autor '.repeat(40) });
    expect(path.length).toBeLessThanOrEqual(150);
    expect(path.endsWith(ID)).toBe(true);
    const slug = path.slice('/livro/'.length, -ID.length - 1);
    const room = 150 - '/livro/'.length - 36 - 2;
    const titlePart = slug.split('-autor')[0] ?? '';
    expect(titlePart.length).toBeLessThanOrEqual(Math.floor(room * 0.6));
    expect(titlePart.length).toBeGreaterThan(Math.floor(room * 0.6) - 8);
  });

  it('takes the id from the last five hyphen groups, or a bare UUID', () => {
    expect(bookIdFromSlug(`um-livro-qualquer-${ID}`)).toBe(ID);
    expect(bookIdFromSlug(ID.toUpperCase())).toBe(ID);
    expect(bookIdFromSlug('um-livro-sem-id')).toBeNull();
  });

  it('slugifies authors and store names (docs/product/seo.md#addresses)', () => {
    expect(slugify('José  Saramago!')).toBe('jose-saramago');
    expect(storeSlugFromName('Sebo do  Zé')).toBe('sebo-do-zé');
  });
});

describe('parsePrice', () => {
  it('reads Brazilian and plain decimal prices', async () => {
    const { parsePrice } = await import('../../shared/schemas/books.ts');
    expect(parsePrice('12,50')).toBe(12.5);
    expect(parsePrice('12.50')).toBe(12.5);
    expect(parsePrice('1.234,56')).toBe(1234.56);
    expect(parsePrice('R$ 39,90')).toBe(39.9);
    expect(parsePrice('1e3')).toBeNaN();
    expect(parsePrice('-5')).toBe(-5);
    expect(parsePrice('doze')).toBeNaN();
  });
});
