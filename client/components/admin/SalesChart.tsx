import { formatPrice } from '../../../shared/format.ts';
import { formatDay } from '../../lib/dates.ts';

// The chart's days are calendar days ('2026-11-21'): read at noon, no time zone moves one back.
const dayLabel = (day: string) => formatDay(`${day}T12:00`);

export interface SalesDay {
  day: string;
  count: number;
  totalCents: number;
}

/**
 * Orders per day as a small SVG bar chart. The SVG is one labelled image for screen readers; the
 * numbers themselves are in the table below it, open for anyone who wants them.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const totalOrders = days.reduce((n, d) => n + d.count, 0);
  const totalCents = days.reduce((n, d) => n + d.totalCents, 0);
  const summary = `${totalOrders} ${totalOrders === 1 ? 'pedido' : 'pedidos'} em ${days.length} dias, total ${formatPrice(totalCents)}`;

  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-stone-700">
        <strong className="text-stone-900">{totalOrders}</strong> {totalOrders === 1 ? 'pedido' : 'pedidos'} ·{' '}
        <strong className="text-stone-900">{formatPrice(totalCents)}</strong> (pedidos não cancelados)
      </figcaption>
      {totalOrders === 0 && (
        <p className="text-sm text-stone-600">Nenhum pedido nos últimos {days.length} dias.</p>
      )}
      <SalesBars days={days} max={max} summary={summary} />
      <SalesTable days={days} />
    </figure>
  );
}

/** The bars, one per day, with the first day, the scale and the last day under them. */
function SalesBars({ days, max, summary }: { days: readonly SalesDay[]; max: number; summary: string }) {
  const width = 600;
  const height = 120;
  const slot = width / Math.max(1, days.length);
  const first = days[0];
  const last = days.at(-1);
  return (
    <div>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        className="block h-36 w-full"
      >
        {days.map((d, i) => {
          const h = d.count === 0 ? 0 : Math.max(3, (d.count / max) * (height - 6));
          return (
            <rect
              key={d.day}
              x={i * slot + slot * 0.15}
              y={height - h}
              width={slot * 0.7}
              height={h}
              className="fill-brand-600"
            >
              <title>{`${dayLabel(d.day)}: ${d.count} ${d.count === 1 ? 'pedido' : 'pedidos'}, ${formatPrice(d.totalCents)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div
        aria-hidden="true"
        className="flex justify-between border-stone-300 border-t pt-1 text-stone-600 text-xs"
      >
        <span>{first && dayLabel(first.day)}</span>
        <span>máx. {max} por dia</span>
        <span>{last && dayLabel(last.day)}</span>
      </div>
    </div>
  );
}

/** The same numbers as a table, folded away under a summary. */
function SalesTable({ days }: { days: readonly SalesDay[] }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800">Ver dados em tabela</summary>
      <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-stone-200">
        <table className="w-full text-left">
          <caption className="sr-only">Vendas por dia nos últimos {days.length} dias</caption>
          <thead className="sticky top-0 bg-stone-50 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Dia
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Pedidos
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-stone-100 border-t">
                <td className="px-3 py-1.5">{dayLabel(d.day)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{d.count}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">{formatPrice(d.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
