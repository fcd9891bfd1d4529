import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../../components/admin/AdminLayout.tsx';
import { MediationQueue } from '../../../components/admin/mediation/MediationQueue.tsx';

export const Route = createFileRoute('/admin/_guarded/mediacao/')({
  component: MediationPage,
});

function MediationPage() {
  return (
    <AdminLayout
      title="Mediação"
      intro="Problemas de pedidos em que uma das partes pediu mediação, dos pedidos mais antigos para os mais novos."
    >
      <MediationQueue />
    </AdminLayout>
  );
}
