import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-semibold">Oops! Página não encontrada</h1>
      <Link to="/" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Voltar para o início
      </Link>
    </main>
  );
}
