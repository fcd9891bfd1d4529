import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, type RefObject, useState } from 'react';
import { BulkBar } from './BulkBar.tsx';
import { matchesShelfFilter, useBulkSelection } from './bulk.ts';
import { ShelfList } from './ShelfList.tsx';
import type { ShelfBook } from './types.ts';

export type ShelfTab = 'venda' | 'vendidos';

const tabClass =
  'flex-1 rounded-full px-4 py-2 font-semibold text-sm text-stone-700 outline-none hover:text-stone-900 focus-visible:ring-2 focus-visible:ring-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm sm:flex-none';

/** The shelf's two tabs, 'À venda' and 'Vendidos', each with its count and its list. */
export function ShelfTabs({
  books,
  tab,
  onTabChange,
  listRef,
  sell,
  onRemove,
  onSold,
}: {
  books: ShelfBook[];
  tab: ShelfTab;
  onTabChange: (tab: ShelfTab) => void;
  /** Takes the focus when a row goes away (useShelfActions). */
  listRef: RefObject<HTMLDivElement | null>;
  /** The 'Vender Livros' link beside the tabs. */
  sell: ReactNode;
  onRemove: (book: ShelfBook) => void;
  onSold: (book: ShelfBook) => void;
}) {
  const onSale = books.filter((b) => b.status !== 'sold');
  const sold = books.filter((b) => b.status === 'sold');
  // 'Selecionar todos' takes the books the filter shows (docs/product/selling.md#many-books-at-once).
  const [filter, setFilter] = useState('');
  const shown = onSale.filter((b) => matchesShelfFilter(b, filter));
  const selection = useBulkSelection(shown.map((b) => b.id));
  return (
    <Tabs.Root value={tab} onValueChange={(v) => onTabChange(v === 'vendidos' ? 'vendidos' : 'venda')}>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <Tabs.List
          aria-label="Filtrar livros"
          className="flex w-full gap-1 rounded-full bg-stone-100 p-1 sm:w-auto"
        >
          <Tabs.Trigger value="venda" className={tabClass}>
            À venda ({onSale.length})
          </Tabs.Trigger>
          <Tabs.Trigger value="vendidos" className={tabClass}>
            Vendidos ({sold.length})
          </Tabs.Trigger>
        </Tabs.List>
        {sell}
      </div>
      <div ref={listRef} tabIndex={-1} className="outline-none">
        <Tabs.Content value="venda" className="outline-none">
          {onSale.length > 0 && (
            <BulkBar selection={selection} total={shown.length} filter={filter} onFilter={setFilter} />
          )}
          <ShelfList
            books={shown}
            empty={
              onSale.length > 0 ? 'Nenhum livro corresponde ao filtro.' : 'Nenhum livro à venda no momento.'
            }
            onRemove={onRemove}
            onSold={onSold}
            selection={selection}
          />
        </Tabs.Content>
        <Tabs.Content value="vendidos" className="outline-none">
          <ShelfList books={sold} empty="Nenhum livro vendido ainda." onRemove={onRemove} onSold={onSold} />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
