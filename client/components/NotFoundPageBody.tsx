import { Link } from '@tanstack/react-router';
import { BookX } from 'lucide-react';
import { usePageTitle } from './use-page-title.ts';

/** The body of NotFoundPage (NotFoundPage.tsx). */
export default function NotFoundPageBody() {
  usePageTitle('Página não encontrada');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <BookX aria-hidden="true" className="size-14 text-brand-600" />
      <p className="font-bold font-serif text-6xl text-brand-700">404</p>
      <h1 className="font-semibold text-2xl text-stone-900">Página não encontrada</h1>
      <p className="text-stone-600">O endereço pode ter mudado ou o livro já encontrou um novo leitor.</p>
      <Link
        to="/"
        className="mt-2 rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Voltar para o início
      </Link>
    </section>
  );
}
