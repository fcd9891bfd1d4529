import { describe, expect, it } from 'vitest';
import { isbn13Of, workKey } from '../../shared/work-key.ts';

describe('workKey', () => {
  it('gives an ISBN-10 and its ISBN-13 the same work, whatever the hyphens and spaces', () => {
    const ten = workKey({ isbn: '0-306-40615-2', title: 'Dom Casmurro', author: 'Machado de Assis' });
    const thirteen = workKey({ isbn: '978 0 306 40615 7', title: 'Outro título', author: 'Outra' });
    expect(ten).toBe('isbn:9780306406157');
    expect(thirteen).toBe(ten);
    expect(isbn13Of('080442957x')).toBe('9780804429573');
  });

  it('falls back to title and main author, ignoring accents, case, punctuation and spacing', () => {
    const a = workKey({ title: 'Grande Sertão: Veredas', author: 'João Guimarães Rosa' });
    const b = workKey({ isbn: null, title: '  grande  sertao veredas!', author: 'JOAO GUIMARAES-ROSA ' });
    expect(a).toBe('obra:grande-sertao-veredas|joao-guimaraes-rosa');
    expect(b).toBe(a);
    expect(workKey({ title: 'Grande Sertão', author: 'João Guimarães Rosa' })).not.toBe(a);
    expect(workKey({ title: 'Grande Sertão: Veredas', author: 'Outro Autor' })).not.toBe(a);
  });

  it('uses the title when the ISBN is not a real one, and gives no key to an empty title', () => {
    expect(workKey({ isbn: '12345', title: 'Vidas Secas', author: 'Graciliano Ramos' })).toBe(
      'obra:vidas-secas|graciliano-ramos',
    );
    expect(workKey({ title: '?!', author: 'Alguém' })).toBeNull();
  });
});
