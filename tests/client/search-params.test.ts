import { describe, expect, it } from 'vitest';
import { sortOf, toSearchInput, validateHomeSearch } from '../../client/components/search/params.ts';
import { readPrice, validatePrices } from '../../client/components/search/price-filter.ts';
import { searchInput } from '../../shared/schemas/search.ts';
import { DEFAULT_SEARCH_SORT } from '../../shared/search-limits.ts';

describe('the home page URL parameters', () => {
  it('reads a search with its sort and filters', () => {
    expect(
      validateHomeSearch({
        search: 'ficcao',
        ordem: 'menor-preco',
        condicao: 'muito-bom',
        min: 10,
        max: '50.5',
        genero: 'ficcao-cientifica',
      }),
    ).toEqual({
      search: 'ficcao',
      ordem: 'menor-preco',
      condicao: 'muito-bom',
      min: 10,
      max: 50.5,
      genero: 'ficcao-cientifica',
    });
  });

  it('trims the query, collapses its spaces and keeps at most 200 characters', () => {
    expect(validateHomeSearch({ search: '  dom   casmurro ' })).toEqual({ search: 'dom casmurro' });
    expect(validateHomeSearch({ search: 'a'.repeat(300) }).search).toHaveLength(200);
  });

  it('keeps a query of digits, which the router parses as a number', () => {
    expect(validateHomeSearch({ search: 1984 })).toEqual({ search: '1984' });
  });

  it('drops everything without a query', () => {
    expect(validateHomeSearch({})).toEqual({});
    expect(validateHomeSearch({ search: '   ', ordem: 'menor-preco', min: 5 })).toEqual({});
    expect(validateHomeSearch({ search: { x: 1 } })).toEqual({});
  });

  it('drops unknown or out-of-range values instead of failing', () => {
    expect(
      validateHomeSearch({
        search: 'duna',
        ordem: 'mais-barato',
        condicao: 'usado_otimo',
        min: -5,
        max: 'muito',
        genero: '../etc',
      }),
    ).toEqual({ search: 'duna' });
    expect(validateHomeSearch({ search: 'duna', min: 2_000_000 })).toEqual({ search: 'duna' });
  });

  it('keeps the order the reader picked in the URL, the default one too', () => {
    expect(validateHomeSearch({ search: 'duna', ordem: 'recentes' })).toEqual({
      search: 'duna',
      ordem: 'recentes',
    });
    expect(validateHomeSearch({ search: 'duna', ordem: 'relevancia' })).toEqual({
      search: 'duna',
      ordem: 'relevancia',
    });
  });

  it('sorts a query by relevance when the URL names no order, as the server does by default', () => {
    expect(sortOf(validateHomeSearch({ search: 'uma promessa na viagem' }))).toBe('relevance');
    expect(searchInput.parse({ q: 'uma promessa na viagem' }).sort).toBe(DEFAULT_SEARCH_SORT);
    expect(DEFAULT_SEARCH_SORT).toBe('relevance');
  });

  it('drops a maximum below the minimum', () => {
    expect(validateHomeSearch({ search: 'duna', min: 50, max: 20 })).toEqual({ search: 'duna', min: 50 });
  });

  it('becomes the search.books input', () => {
    const params = validateHomeSearch({
      search: 'duna',
      ordem: 'maior-preco',
      condicao: 'regular',
      min: 10,
      genero: 'ficcao-cientifica',
    });
    expect(toSearchInput(params)).toEqual({
      q: 'duna',
      sort: 'price-high',
      condition: 'usado_aceitavel',
      minPrice: 10,
      maxPrice: undefined,
      genre: 'ficcao-cientifica',
    });
    expect(toSearchInput({ search: 'duna', ordem: 'relevancia' })).toMatchObject({
      sort: 'relevance',
      genre: undefined,
    });
    expect(toSearchInput({ search: 'duna' }).sort).toBe('relevance');
    expect(toSearchInput({ search: 'duna', ordem: 'recentes' }).sort).toBe('newest');
  });
});

describe('the price filter fields', () => {
  it('reads Brazilian and plain decimals', () => {
    expect(readPrice('25,90', 'mínimo')).toEqual({ value: 25.9 });
    expect(readPrice('1.234,50', 'máximo')).toEqual({ value: 1234.5 });
    expect(readPrice('12.5', 'mínimo')).toEqual({ value: 12.5 });
    expect(readPrice('R$ 30', 'mínimo')).toEqual({ value: 30 });
    expect(readPrice('  ', 'mínimo')).toEqual({});
  });

  it('says what is wrong in Portuguese', () => {
    expect(readPrice('abc', 'mínimo').error).toBe('Digite um preço mínimo válido, como 25,90.');
    expect(readPrice('-5', 'máximo').error).toBe('O preço máximo não pode ser negativo.');
    expect(readPrice('2000000', 'máximo').error).toBe('O preço máximo pode ser no máximo R$ 1.000.000,00.');
    expect(validatePrices('50', '20')).toMatchObject({
      minError: 'O preço mínimo não pode ser maior que o preço máximo.',
      maxError: undefined,
    });
    expect(validatePrices('20', '20')).toEqual({
      min: 20,
      max: 20,
      minError: undefined,
      maxError: undefined,
    });
  });
});
