import { BookPlus, FolderTree, Mail, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { ACCOUNT_PATHS } from '../layout/nav.ts';
import { SiteLink } from '../SiteLink.tsx';

const setupLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * The home page of an install with no book on sale (docs/product/home.md#an-empty-install): said
 * once, instead of six empty carousels, with the way to list the first book and, for the admin,
 * what to set up first.
 */
export function EmptyCommunity({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  return (
    <section
      aria-labelledby="empty-community-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-brand-200 bg-white p-6 md:p-10"
    >
      <h2 id="empty-community-title" className="font-bold font-serif text-2xl text-stone-900">
        Ainda não há livros à venda
      </h2>
      <p className="max-w-2xl text-stone-700">
        Esta comunidade está começando. Anuncie um livro que você já leu e ele aparece aqui para os próximos
        leitores.
      </p>
      {/* /add-book signs a visitor in and comes back (the _authed guard), and shows a member who
          is not a seller yet the next step of the seller's verification. */}
      <SiteLink
        href={ACCOUNT_PATHS.addBook}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        <BookPlus aria-hidden="true" className="size-5" />
        Anunciar o primeiro livro
      </SiteLink>
      {!signedIn && <p className="text-sm text-stone-600">Para anunciar, entre ou crie sua conta.</p>}
      {isAdmin && <AdminSetup />}
    </section>
  );
}

function AdminSetup() {
  return (
    <div className="mt-2 w-full max-w-2xl rounded-xl border border-stone-200 bg-stone-50 p-5">
      <h3 className="font-semibold text-lg text-stone-900">Para preparar a comunidade</h3>
      <ul className="mt-2 flex flex-col gap-3">
        <SetupItem icon={<FolderTree aria-hidden="true" className="size-5" />}>
          <SiteLink href="/admin/categorias" className={setupLinkClass}>
            Categorias
          </SiteLink>
          <span className="text-sm text-stone-700">
            Confira as categorias em que os livros serão anunciados.
          </span>
        </SetupItem>
        <SetupItem icon={<Store aria-hidden="true" className="size-5" />}>
          <SiteLink href={`${ACCOUNT_PATHS.dashboard}#livraria`} className={setupLinkClass}>
            Sua livraria
          </SiteLink>
          <span className="text-sm text-stone-700">
            Dê nome e descrição à livraria, para anunciar também.
          </span>
        </SetupItem>
        <SetupItem icon={<Mail aria-hidden="true" className="size-5" />}>
          <SiteLink href="/admin" className={setupLinkClass}>
            Email (SMTP)
          </SiteLink>
          <span className="text-sm text-stone-700">
            Sem SMTP_URL, os emails ficam na caixa de saída (npm run outbox) e não chegam aos leitores. A
            'Saúde do sistema' do painel mostra como está o envio.
          </span>
        </SetupItem>
      </ul>
    </div>
  );
}

function SetupItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-3 text-stone-500">{icon}</span>
      <span className="flex flex-col">{children}</span>
    </li>
  );
}
