import { useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { MailWarning } from 'lucide-react';
import type { AppRouter } from '../../../server/app-router.ts';
import { formatMoment } from '../../lib/dates.ts';
import { trpc } from '../../lib/trpc.ts';

type FailedMailRow = inferRouterOutputs<AppRouter>['admin']['outbox']['failed'][number];

/** The dashboard's list of mail the SMTP server never took, after every retry. */
export function FailedMailSection() {
  const failed = useQuery(trpc.admin.outbox.failed.queryOptions());
  return <FailedMailList rows={failed.data} />;
}

export function FailedMailList({ rows }: { rows: FailedMailRow[] | undefined }) {
  return (
    <section aria-labelledby="emails-falhos" className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="emails-falhos" className="mb-3 flex items-center gap-2 font-semibold text-lg text-stone-900">
        <MailWarning aria-hidden="true" className="size-5 text-brand-700" /> Emails não enviados
      </h2>
      {rows === undefined ? (
        <p className="text-sm text-stone-600">Carregando...</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-stone-600">Nenhum email com falha de envio.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="py-2 font-medium">
                Criado em
              </th>
              <th scope="col" className="py-2 font-medium">
                Destinatário
              </th>
              <th scope="col" className="py-2 font-medium">
                Assunto
              </th>
              <th scope="col" className="py-2 font-medium">
                Tentativas
              </th>
              <th scope="col" className="py-2 font-medium">
                Erro
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-stone-100 border-t align-top">
                <td className="py-2 pr-3 whitespace-nowrap">{formatMoment(row.created_at)}</td>
                <td className="py-2 pr-3 break-all">{row.to_email}</td>
                <td className="py-2 pr-3">{row.subject}</td>
                <td className="py-2 pr-3 tabular-nums">{row.attempts}</td>
                <td className="py-2 break-words text-red-800">{row.error}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
