import { Link } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { groupCategories, useCategories } from '../categories.ts';

/** Category groups as an accordion (native <details>: keyboard and screen-reader support built in). */
export function MobileCategoryAccordion({ onNavigate }: { onNavigate: () => void }) {
  const { data, isLoading, isError } = useCategories();
  if (isLoading) return <p className="px-3 py-2 text-sm text-stone-600">Carregando...</p>;
  if (isError)
    return <p className="px-3 py-2 text-sm text-stone-600">Não foi possível carregar as categorias.</p>;
  const groups = groupCategories(data ?? []);
  return (
    <ul className="flex flex-col">
      {groups.map((group) => (
        <li key={group.name}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-2.5 font-medium text-stone-800 hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
              {group.name}
              <ChevronDown
                aria-hidden="true"
                className="size-4 text-stone-500 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul className="mb-1 ml-3 border-stone-200 border-l pl-2">
              {group.categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    to="/categoria/$slug"
                    params={{ slug: category.slug }}
                    onClick={onNavigate}
                    className="block rounded-md px-3 py-2 text-sm text-stone-700 hover:bg-stone-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
