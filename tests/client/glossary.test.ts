import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  glossaryVariants,
  readStrings,
  sourceFiles,
  stringsOf,
  variantHits,
} from '../helpers/user-strings.ts';

// docs/product/glossary.md is the rule; these tests hold every screen and message to it.

const glossary = readFileSync('docs/product/glossary.md', 'utf8');
const variants = glossaryVariants(glossary);
const files = [...sourceFiles('client'), ...sourceFiles('shared')];

describe('the glossary', () => {
  it('lists wrong variants, each for a term', () => {
    expect(variants.length).toBeGreaterThan(40);
    expect(variants).toContainEqual({ term: 'Vender Livros', wrong: 'Vender um livro' });
    expect(variants).toContainEqual({ term: 'contraproposta', wrong: 'contra-proposta' });
  });

  it('finds a variant in strings and JSX text, as words of its own, but not in comments', () => {
    const source = [
      "// 'Vender Livro' was the footer's link",
      "const a = 'Vender Livros';",
      'const b = `Pague e toque em \u0024{x}`;',
      'const c = <a>Vender um livro</a>;',
      "import x from './Vender Livro.ts';",
    ].join('\n');
    expect(variantHits(stringsOf('x.tsx', source), variants)).toEqual([
      `x.tsx:4: 'Vender um livro' (use 'Vender Livros') in "Vender um livro"`,
      `x.tsx:3: 'toque em' (use 'clique em') in "Pague e toque em"`,
    ]);
  });

  // Parsing every source file takes a second here, several on a busy machine.
  it('is followed by every string of client/ and shared/', { timeout: 60_000 }, () => {
    expect(variantHits(readStrings(files), variants)).toEqual([]);
  });
});

describe('dates', () => {
  it('are formatted by client/lib/dates.ts only', () => {
    const formatting = /toLocale(Date|Time)String\(|Intl\.DateTimeFormat\(|from 'date-fns/;
    const elsewhere = sourceFiles('client')
      .filter((file) => !file.endsWith('lib/dates.ts'))
      .filter((file) => formatting.test(readFileSync(file, 'utf8')));
    expect(elsewhere).toEqual([]);
  });
});
