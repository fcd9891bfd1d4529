import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { BookOpen, Flag, ShoppingBag, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { AdminDemoNotice } from '../../../components/admin/DemoNotice.tsx';
import { FailedMailSection } from '../../../components/admin/FailedMail.tsx';
import { SalesChart } from '../../../components/admin/SalesChart.tsx';
import { SystemHealthSection } from '../../../components/admin/SystemHealth.tsx';
import { BOOK_STATUS_LABELS, ORDER_STATUS_LABELS } from '../../../components/admin/util.ts';
import { ErrorPage } from '../../../components/ErrorPage.tsx';
import { PendingPage } from '../../../components/Loading.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { trpc } from '../../../lib/trpc.ts';

export const Route = createFileRoute('/admin/_guarded/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.admin.dashboard.queryOptions()),
  pendingComponent: PendingPage,
  errorComponent: ErrorPage,
  component: AdminHome,
});

const number = (n: number) => n.toLocaleString('pt-BR');

function AdminHome() {
  const { user } = useCurrentUser();
  const stats = useQuery(trpc.admin.dashboard.queryOptions());
  const data = stats.data;
  return (
    <AdminLayout
      title="Painel administrativo"
      intro={
        <>
          Conectado como administrador(a): <strong>{user?.name}</strong> ({user?.email}).
        </>
      }
    >
      <AdminDemoNotice />
      {!data ? (
        <PendingPage />
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat icon={<Users className="size-5" />} label="Usuários" value={number(data.users.total)}>
              {number(data.users.suspended)} {data.users.suspended === 1 ? 'suspenso' : 'suspensos'} ·{' '}
              {number(data.users.admins)} admin
            </Stat>
            <Stat icon={<Store className="size-5" />} label="Vendedores" value={number(data.sellers)}>
              com ao menos um anúncio
            </Stat>
            <Stat
              icon={<BookOpen className="size-5" />}
              label="Livros à venda"
              value={number(data.booksByStatus.available)}
            >
              {number(data.booksByStatus.hidden)} {data.booksByStatus.hidden === 1 ? 'oculto' : 'ocultos'}
            </Stat>
            <Stat
              icon={<Flag className="size-5" />}
              label="Denúncias abertas"
              value={number(data.openReports)}
              highlight={data.openReports > 0}
            >
              <Link
                to="/admin/denuncias"
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                Abrir fila
              </Link>
            </Stat>
          </div>

          <section aria-labelledby="vendas" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="vendas" className="mb-3 flex items-center gap-2 font-semibold text-lg text-stone-900">
              <ShoppingBag aria-hidden="true" className="size-5 text-brand-700" /> Vendas nos últimos 30 dias
            </h2>
            <SalesChart days={data.salesByDay} />
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <Breakdown
              title="Livros por situação"
              rows={Object.entries(data.booksByStatus).map(([k, v]) => [BOOK_STATUS_LABELS[k] ?? k, v])}
            />
            <Breakdown
              title="Pedidos por situação"
              rows={Object.entries(data.ordersByStatus).map(([k, v]) => [ORDER_STATUS_LABELS[k] ?? k, v])}
            />
          </div>

          <FailedMailSection />
          <SystemHealthSection />
        </div>
      )}
    </AdminLayout>
  );
}

function Stat({
  icon,
  label,
  value,
  highlight,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  highlight?: boolean;
  children?: ReactNode;
}) {
  return (
    <div
      className={
        highlight
          ? 'rounded-2xl border border-amber-300 bg-amber-50 p-4'
          : 'rounded-2xl border border-stone-200 bg-white p-4'
      }
    >
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {label}
      </p>
      <p className="mt-1 font-semibold text-3xl text-stone-900 tabular-nums">{value}</p>
      {children && <p className="mt-1 text-stone-600 text-xs">{children}</p>}
    </div>
  );
}

function Breakdown({ title, rows }: { title: string; rows: Array<[string, number]> }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="mb-3 font-semibold text-lg text-stone-900">{title}</h2>
      <table className="w-full text-sm">
        <tbody>
          {rows.map(([name, n]) => (
            <tr key={name} className="border-stone-100 border-t first:border-t-0">
              <th scope="row" className="py-2 text-left font-normal text-stone-700">
                {name}
              </th>
              <td className="py-2 text-right font-semibold text-stone-900 tabular-nums">{number(n)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
