import { vacationNotice } from '../../../shared/vacation.ts';

/** A closed store's page: why its shelf is empty, until when, and the seller's message (docs/product/vacation.md#the-store-page). */
export function VacationNotice({
  storeName,
  vacation,
}: {
  storeName: string;
  vacation: { until: string | null; message: string | null };
}) {
  return (
    <section
      aria-label="Livraria em férias"
      className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-950"
      data-testid="store-vacation"
    >
      <p className="font-semibold">{vacationNotice(storeName, vacation.until)}</p>
      {vacation.message && <p className="mt-1 whitespace-pre-line text-sm">{vacation.message}</p>}
      <p className="mt-1 text-amber-900 text-sm">
        Os livros desta livraria voltam à venda quando ela reabrir.
      </p>
    </section>
  );
}
