import { formatPrice } from '../../../shared/format.ts';
import { parsePrice } from '../../../shared/schemas/books.ts';
import { CoverImage } from '../books/CoverImage.tsx';
import { type BookFormValues, CONDITION_OPTIONS } from './book-form-values.ts';

/** How the listing will look on a book card, as the seller fills the form (wide screens only). */
export function ListingPreview({ values }: { values: BookFormValues }) {
  const price = parsePrice(values.price);
  const author = values.authors.find((a) => a.trim())?.trim();
  const condition = CONDITION_OPTIONS.find((c) => c.value === values.condition)?.label;
  return (
    <aside aria-label="Prévia do anúncio" className="sticky top-32 hidden flex-col gap-4 lg:flex">
      <p className="font-medium text-sm text-stone-700">Prévia do anúncio</p>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <CoverImage photo={values.photos[0] ?? null} alt="" />
        <div className="flex flex-col gap-1 p-4">
          <p className="line-clamp-2 font-semibold text-stone-900">
            {values.title.trim() || 'Título do livro'}
          </p>
          <p className="truncate text-sm text-stone-600">por {author || 'Autor'}</p>
          <p className="font-semibold text-brand-800 text-lg">
            {formatPrice(Number.isFinite(price) && price >= 0 ? Math.round(price * 100) : 0)}
          </p>
          {condition && <p className="text-stone-600 text-xs">Condição: {condition}</p>}
        </div>
      </div>
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-stone-600 text-xs">
        <li>Fotos claras da capa, da lombada e de marcas de uso vendem mais rápido.</li>
        <li>Conte na descrição o que o comprador não vê nas fotos.</li>
        <li>Depois de publicar, você gerencia o anúncio em Minha Estante.</li>
      </ul>
    </aside>
  );
}
