import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { isOfflineError, OFFLINE_QUERY_MESSAGE } from '../lib/offline-link.ts';

/**
 * The body of ErrorPage (ErrorPage.tsx). A page that failed to load: a pt-BR message and a retry that re-runs the loaders and the
 * failed queries. The technical message is logged, not shown. Offline, with nothing saved for
 * the page, it says that instead of a generic failure.
 */
export default function ErrorPageBody({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();

  useEffect(() => {
    queryReset.reset();
  }, [queryReset]);

  useEffect(() => {
    console.warn('Falha ao carregar a página:', error);
  }, [error]);

  const retry = async () => {
    await router.invalidate();
    reset();
  };

  const offline = isOfflineError(error);

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-12 text-brand-600" />
      <h1 className="font-semibold text-2xl text-stone-900">
        {offline ? 'Página indisponível offline' : 'Algo deu errado'}
      </h1>
      <p className="text-stone-600">
        {offline
          ? `${OFFLINE_QUERY_MESSAGE} Tente novamente quando a conexão voltar.`
          : 'Não foi possível carregar esta página. Verifique sua conexão e tente novamente.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => void retry()}
          className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar novamente
        </button>
        <Link
          to="/"
          className="rounded-md border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
        >
          Voltar para o início
        </Link>
      </div>
    </section>
  );
}
