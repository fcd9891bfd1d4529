import type { ReactNode } from 'react';

/**
 * The body of an order card that fetches its own data: the same waiting and failed lines on every
 * such card, then what the card shows with the data.
 */
export function CardQuery<T>({
  query,
  failed,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean };
  /** Said when the data could not be read. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-stone-500">Carregando…</p>;
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className="text-sm text-stone-600">
        {failed}
      </p>
    );
  return children(query.data);
}
