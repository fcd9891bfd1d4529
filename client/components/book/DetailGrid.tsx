import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { conditionLabel, formatCount } from '../../../shared/format.ts';
import { languageName } from '../text.ts';
import { type BookDetailData, coverTypeLabel } from './labels.ts';

// Alone in its cell, not in a sentence: 44 px tall on phones and touch screens
// (docs/product/accessibility.md#touch-targets).
const linkClass =
  'inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline md:pointer-fine:min-h-0';

/** 'Detalhes do livro': publisher, language and genre link to their listings (docs/product/book-page.md#details). */
export function DetailGrid({ book }: { book: BookDetailData }) {
  const headingId = useId();
  const rows: Array<[string, ReactNode]> = [];
  if (book.publisher) {
    rows.push([
      'Editora',
      book.publisherSlug ? (
        <Link
          key="publisher"
          to="/editora/$publisherSlug"
          params={{ publisherSlug: book.publisherSlug }}
          className={linkClass}
        >
          {book.publisher}
        </Link>
      ) : (
        book.publisher
      ),
    ]);
  }
  rows.push([
    'Idioma',
    /^[a-z]{2,3}$/.test(book.language) ? (
      <Link key="language" to="/idioma/$language" params={{ language: book.language }} className={linkClass}>
        {languageName(book.language)}
      </Link>
    ) : (
      languageName(book.language)
    ),
  ]);
  if (book.category) {
    rows.push([
      'Gênero',
      <Link key="genre" to="/categoria/$slug" params={{ slug: book.category.slug }} className={linkClass}>
        {book.category.name}
      </Link>,
    ]);
  } else if (book.genre) {
    rows.push(['Gênero', book.genre]);
  }
  if (book.year) rows.push(['Ano de publicação', String(book.year)]);
  if (book.edition) rows.push(['Edição', book.edition]);
  if (book.isbn) rows.push(['ISBN', book.isbn]);
  if (book.pages) rows.push(['Páginas', formatCount(book.pages)]);
  rows.push(['Condição', conditionLabel(book.condition)]);
  if (book.coverType) rows.push(['Capa', coverTypeLabel(book.coverType)]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-semibold font-serif text-stone-900 text-xl">
        Detalhes do livro
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-stone-500 text-xs uppercase tracking-wide">{label}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
