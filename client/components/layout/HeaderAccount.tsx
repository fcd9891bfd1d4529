import type { CurrentUser } from '../../lib/session.ts';
import { SiteLink } from '../SiteLink.tsx';
import { DeferredUserMenu } from './HeaderMenus.tsx';
import { ACCOUNT_PATHS } from './nav.ts';

/** The desktop header's account corner: a placeholder while the session loads, the user's menu, or Entrar/Cadastrar. */
export function HeaderAccount({ user, isLoading }: { user: CurrentUser | null; isLoading: boolean }) {
  return (
    <div className="hidden shrink-0 items-center gap-2 md:flex">
      {isLoading ? (
        <span className="size-9 rounded-full bg-stone-200 motion-safe:animate-pulse" aria-hidden="true" />
      ) : user ? (
        <DeferredUserMenu user={user} />
      ) : (
        <>
          <SiteLink
            href={ACCOUNT_PATHS.login}
            className="rounded-full px-3 py-2 font-medium text-sm text-stone-800 hover:bg-stone-100"
          >
            Entrar
          </SiteLink>
          <SiteLink
            href={ACCOUNT_PATHS.register}
            className="rounded-full border border-brand-700 px-4 py-2 font-medium text-brand-800 text-sm hover:bg-brand-50"
          >
            Cadastrar
          </SiteLink>
        </>
      )}
    </div>
  );
}
