import * as Dialog from '@radix-ui/react-dialog';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import {
  BookOpen,
  Building2,
  ChevronDown,
  Home,
  LogIn,
  LogOut,
  MessageCircle,
  PenLine,
  PlusCircle,
  Search,
  Store,
  TrendingUp,
  User,
  UserPlus,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useCurrentUser, useSignOut } from '../../lib/session.ts';
import { Avatar } from '../Avatar.tsx';
import { groupCategories, useCategories } from '../categories.ts';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { useUnreadCount } from '../messages/live.ts';
import { UnreadBadge } from '../messages/UnreadBadge.tsx';
import { SiteLink } from '../SiteLink.tsx';
import type { DeferredProps } from './DeferredMenu.tsx';
import { MobileTriggerContent, mobileTriggerClass, mobileTriggerLabel } from './menuTriggers.tsx';
import { ACCOUNT_PATHS, MAIN_MENU } from './nav.ts';
import { BOOKS_SECTION_ID, scrollToBooks } from './scrollToBooks.ts';

const MAIN_MENU_ICONS = {
  '/livrarias': Store,
  '/autores': PenLine,
  '/editoras': Building2,
  '/mais-vendidos': TrendingUp,
} as const;

function MainMenuIcon({ to }: { to: keyof typeof MAIN_MENU_ICONS }) {
  const Icon = MAIN_MENU_ICONS[to];
  return <Icon aria-hidden="true" className="size-5 text-stone-500" />;
}

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-stone-800 hover:bg-stone-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="px-3 pt-4 pb-1 font-semibold text-stone-500 text-xs uppercase tracking-wide">
      {children}
    </h3>
  );
}

/** Category groups as an accordion (native <details>: keyboard and screen-reader support built in). */
function CategoryAccordion({ onNavigate }: { onNavigate: () => void }) {
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

/**
 * The mobile slide-in menu (docs/product/screens.md#header: under 768 px). Radix Dialog traps focus and closes on
 * Escape. Loaded on demand: the header shows HeaderMenus.tsx's stand-in until then.
 */
export function MobileMenu({ defaultOpen = false }: DeferredProps) {
  const [open, setOpen] = useState(defaultOpen);
  const { user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  const unread = useUnreadCount();
  const navigate = useNavigate();
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  const close = () => setOpen(false);

  const exploreBooks = () => {
    close();
    if (onHome) {
      // Wait for the sheet to close and focus to return before moving the page.
      setTimeout(() => scrollToBooks(), 250);
    } else {
      void navigate({ to: '/', hash: BOOKS_SECTION_ID });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={mobileTriggerLabel(unread)} className={mobileTriggerClass}>
        <MobileTriggerContent unread={unread} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay fixed inset-0 z-50 bg-stone-950/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="sheet-panel fixed inset-y-0 left-0 z-50 flex w-[86vw] max-w-sm flex-col bg-white shadow-2xl"
        >
          <div className="flex items-center justify-between border-stone-200 border-b px-4 py-3">
            <Dialog.Title className="flex items-center gap-2 font-bold font-serif text-brand-800 text-xl">
              <BookOpen aria-hidden="true" className="size-5" />
              Releia
            </Dialog.Title>
            <DialogCloseButton label="Fechar menu" />
          </div>

          <nav aria-label="Menu" className="flex-1 overflow-y-auto px-2 pb-6">
            {user ? (
              <div className="px-1 pt-3">
                <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3">
                  <Avatar name={user.name} photoUrl={user.avatarUrl} size="lg" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-stone-900">{user.name}</p>
                    <p className="truncate text-sm text-stone-600">{user.email}</p>
                  </div>
                </div>
                <ul className="mt-2 flex flex-col">
                  <li>
                    <SiteLink href={ACCOUNT_PATHS.dashboard} onClick={close} className={rowClass}>
                      <User aria-hidden="true" className="size-5 text-stone-500" />
                      Meu Perfil
                    </SiteLink>
                  </li>
                  <li>
                    <SiteLink href={ACCOUNT_PATHS.chats} onClick={close} className={rowClass}>
                      <MessageCircle aria-hidden="true" className="size-5 text-stone-500" />
                      Mensagens
                      <UnreadBadge count={unread} />
                    </SiteLink>
                  </li>
                </ul>
              </div>
            ) : (
              <div className="mx-1 mt-3 rounded-xl bg-brand-50 p-4">
                <p className="font-semibold font-serif text-brand-900 text-lg">Bem-vindo ao Releia!</p>
                <p className="mt-1 text-sm text-stone-700">
                  Entre para vender seus livros, curtir e conversar com leitores.
                </p>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  <SiteLink
                    href={ACCOUNT_PATHS.login}
                    onClick={close}
                    className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 py-2 font-medium text-sm text-white hover:bg-brand-800"
                  >
                    <LogIn aria-hidden="true" className="size-4" />
                    Entrar
                  </SiteLink>
                  <SiteLink
                    href={ACCOUNT_PATHS.register}
                    onClick={close}
                    className="inline-flex items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-3 py-2 font-medium text-brand-800 text-sm hover:bg-brand-100"
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                    Criar Conta
                  </SiteLink>
                </div>
                <button
                  type="button"
                  onClick={exploreBooks}
                  className="mt-2 inline-flex w-full items-center justify-center gap-2 rounded-lg px-3 py-2 font-medium text-brand-800 text-sm hover:bg-brand-100"
                >
                  <Search aria-hidden="true" className="size-4" />
                  Explorar Livros
                </button>
              </div>
            )}

            <SectionTitle>Categorias</SectionTitle>
            <CategoryAccordion onNavigate={close} />

            <SectionTitle>Menu Principal</SectionTitle>
            <ul className="flex flex-col">
              <li>
                <Link
                  to="/"
                  onClick={close}
                  className={rowClass}
                  activeOptions={{ exact: true, includeSearch: false }}
                >
                  <Home aria-hidden="true" className="size-5 text-stone-500" />
                  Início
                </Link>
              </li>
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} onClick={close} className={rowClass}>
                    <MainMenuIcon to={item.to} />
                    {item.label}
                  </Link>
                </li>
              ))}
              <li>
                <SiteLink
                  href={user ? ACCOUNT_PATHS.addBook : ACCOUNT_PATHS.login}
                  onClick={close}
                  className={rowClass}
                >
                  <PlusCircle aria-hidden="true" className="size-5 text-stone-500" />
                  Vender Livros
                </SiteLink>
              </li>
            </ul>

            {user && (
              <div className="mt-4 border-stone-200 border-t px-1 pt-3">
                <button
                  type="button"
                  disabled={isPending}
                  onClick={() => {
                    close();
                    signOut();
                  }}
                  className={`${rowClass} text-red-700`}
                >
                  <LogOut aria-hidden="true" className="size-5" />
                  Sair
                </button>
              </div>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
