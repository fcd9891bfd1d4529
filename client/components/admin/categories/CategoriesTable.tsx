import { SiteLink } from '../../SiteLink.tsx';
import { TableFrame, TableHead, tdClass } from '../Toolbar.tsx';
import { smallButtonClass } from '../util.ts';
import type { AdminCategory } from './category-draft.ts';

export function CategoriesTable({
  categories,
  onEdit,
}: {
  categories: readonly AdminCategory[];
  onEdit: (category: AdminCategory) => void;
}) {
  return (
    <TableFrame label="Categorias">
      <TableHead columns={['Ordem', 'Categoria', 'Grupo', 'À venda', 'Situação']} />
      <tbody>
        {categories.map((c) => (
          <CategoryRow key={c.id} category={c} onEdit={onEdit} />
        ))}
      </tbody>
    </TableFrame>
  );
}

function CategoryRow({
  category: c,
  onEdit,
}: {
  category: AdminCategory;
  onEdit: (category: AdminCategory) => void;
}) {
  return (
    <tr>
      <td className={`${tdClass} tabular-nums`}>{c.sortOrder}</td>
      <td className={tdClass}>
        <div className="flex max-w-80 flex-col gap-0.5">
          <span className="font-semibold text-stone-900">{c.name}</span>
          {c.isActive ? (
            <SiteLink href={`/categoria/${c.slug}`} className="text-brand-800 text-xs hover:underline">
              /categoria/{c.slug}
            </SiteLink>
          ) : (
            <span className="text-stone-500 text-xs">/categoria/{c.slug}</span>
          )}
          {c.description && <span className="text-stone-600 text-xs">{c.description}</span>}
        </div>
      </td>
      <td className={tdClass}>{c.groupName ?? <span className="text-stone-500">Fora do menu</span>}</td>
      <td className={`${tdClass} tabular-nums`}>{c.listedBooks}</td>
      <td className={tdClass}>
        <span
          className={
            c.isActive
              ? 'rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900 text-xs'
              : 'rounded-full bg-stone-200 px-2 py-0.5 font-semibold text-stone-700 text-xs'
          }
        >
          {c.isActive ? 'Ativa' : 'Inativa'}
        </span>
      </td>
      <td className={`${tdClass} text-right`}>
        <button
          type="button"
          className={smallButtonClass}
          onClick={() => onEdit(c)}
          aria-label={`Editar ${c.name}`}
        >
          Editar
        </button>
      </td>
    </tr>
  );
}
