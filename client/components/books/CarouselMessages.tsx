import { RotateCw } from 'lucide-react';

// The failed and empty states of a carousel (CarouselStates.tsx says why they load apart).

export function CarouselErrorBody({ onRetry }: { onRetry: (() => void) | undefined }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-300 border-dashed px-4 py-10 text-center">
      <p className="text-stone-700">Não foi possível carregar os livros.</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-md border border-stone-300 px-3 py-1.5 font-medium text-sm hover:bg-stone-100"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar novamente
        </button>
      )}
    </div>
  );
}

export function CarouselEmptyBody() {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl border border-stone-300 border-dashed px-4 py-10 text-center">
      <p className="font-semibold text-stone-800">Nenhum livro disponível</p>
      <p className="text-sm text-stone-600">Nenhum livro disponível ainda.</p>
    </div>
  );
}
