/** A list that failed to load, with a retry when the list can offer one. */
export function ListError({ onRetry, what }: { onRetry?: () => void; what: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-300 border-dashed px-4 py-12 text-center">
      <p className="text-stone-700">Não foi possível carregar {what}.</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-md border border-stone-300 px-3 py-1.5 font-medium text-sm hover:bg-stone-100"
        >
          Tentar novamente
        </button>
      )}
    </div>
  );
}
