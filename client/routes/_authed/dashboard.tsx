import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ProfileForm } from '../../components/auth/ProfileForm.tsx';
import { StoreForm } from '../../components/auth/StoreForm.tsx';
import { VerificationSteps } from '../../components/auth/VerificationSteps.tsx';
import { PendingPage } from '../../components/Loading.tsx';
import { MyData } from '../../components/my-data/MyData.tsx';
import { NotificationSettings } from '../../components/notifications/NotificationSettings.tsx';
import { OffersSection } from '../../components/offers/OffersSection.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { VacationPanel } from '../../components/vacation/VacationPanel.tsx';
import { trpc } from '../../lib/trpc.ts';

// Meu Perfil (docs/product/selling.md#minha-estante): the profile, the store, the seller-verification steps,
// 'Notificações' (docs/product/notifications.md#e-mail) and 'Meus dados' (docs/product/data-rights.md#meus-dados).
export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.profile.get.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.profile.store.queryOptions()),
    ]),
  component: Dashboard,
});

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id={id} className="font-semibold font-serif text-stone-900 text-xl">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function Dashboard() {
  const profile = useQuery(trpc.profile.get.queryOptions());
  const store = useQuery(trpc.profile.store.queryOptions());
  if (profile.isLoading || store.isLoading) return <PendingPage />;
  if (!profile.data)
    return (
      <PageShell title="Meu Perfil">Não foi possível carregar seu perfil. Recarregue a página.</PageShell>
    );
  return (
    <PageShell title="Meu Perfil" intro={profile.data.email}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-6">
          <Section id="perfil" title="Perfil" intro="Como você aparece para outros leitores.">
            <ProfileForm profile={profile.data} />
          </Section>
          <Section
            id="livraria"
            title="Minha Livraria"
            intro="Sua página de vendedor, com os livros que você anuncia."
          >
            <StoreForm
              store={store.data ?? null}
              defaultName={`Livraria de ${profile.data.firstName || profile.data.name}`}
            />
          </Section>
        </div>
        <Section id="verificacao" title="Verificação de vendedor">
          <VerificationSteps />
        </Section>
      </div>
      <div className="mt-6">
        <Section
          id="modo-ferias"
          title="Modo férias"
          intro="Feche a livraria por um tempo sem perder seus anúncios."
        >
          <VacationPanel />
        </Section>
      </div>
      <div className="mt-6">
        <Section
          id="notificacoes"
          title="Notificações"
          intro="Todas aparecem no sino; escolha quais também chegam por email."
        >
          <NotificationSettings />
        </Section>
      </div>
      <div className="mt-6">
        <Section
          id="ofertas"
          title="Ofertas"
          intro="As últimas ofertas nos seus livros e as que você fez. Responda na página de cada livro."
        >
          <OffersSection />
        </Section>
      </div>
      <div className="mt-6">
        <Section
          id="meus-dados"
          title="Meus dados"
          intro="O que o Releia guarda sobre você e o que você pode fazer com isso, como garante a LGPD."
        >
          <MyData newsletter={profile.data.newsletter} />
        </Section>
      </div>
    </PageShell>
  );
}
