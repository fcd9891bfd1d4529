import { createFileRoute } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { PageShell } from '../../../components/PageShell.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export const Route = createFileRoute('/admin/_guarded/')({
  component: AdminHome,
});

function AdminHome() {
  const { user } = useCurrentUser();
  return (
    <PageShell
      title="Painel administrativo"
      intro={
        <>
          Conectado como administrador(a): <strong>{user?.name}</strong> ({user?.email}).
        </>
      }
    >
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <p>
          As ferramentas de moderação chegam em breve. Por enquanto, novos administradores são criados pelo
          terminal com <code className="rounded bg-stone-100 px-1">npm run make-admin -- email</code>.
        </p>
      </div>
    </PageShell>
  );
}
