import * as Dialog from '@radix-ui/react-dialog';
import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useCurrentUser, useSignOut } from '../../lib/session.ts';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { useUnreadCount } from '../messages/live.ts';
import type { DeferredProps } from './DeferredMenu.tsx';
import { MobileCategoryAccordion } from './MobileCategoryAccordion.tsx';
import { MobileMainMenu } from './MobileMainMenu.tsx';
import { MobileAccount, MobileSignOut, MobileWelcome } from './MobileMenuAccount.tsx';
import { MobileTriggerContent, mobileTriggerClass, mobileTriggerLabel } from './menuTriggers.tsx';
import { useMobileMenu } from './use-mobile-menu.ts';

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <h3 className="px-3 pt-4 pb-1 font-semibold text-stone-500 text-xs uppercase tracking-wide">
      {children}
    </h3>
  );
}

/**
 * The mobile slide-in menu (docs/product/screens.md#header: under 768 px). Radix Dialog traps focus and closes on
 * Escape. Loaded on demand: the header shows HeaderMenus.tsx's stand-in until then.
 */
export function MobileMenu({ defaultOpen = false }: DeferredProps) {
  const { open, setOpen, close, exploreBooks } = useMobileMenu(defaultOpen);
  const { user } = useCurrentUser();
  const { signOut, isPending } = useSignOut();
  const unread = useUnreadCount();

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
              <MobileAccount user={user} unread={unread} onNavigate={close} />
            ) : (
              <MobileWelcome onNavigate={close} onExplore={exploreBooks} />
            )}

            <SectionTitle>Categorias</SectionTitle>
            <MobileCategoryAccordion onNavigate={close} />

            <SectionTitle>Menu Principal</SectionTitle>
            <MobileMainMenu signedIn={Boolean(user)} onNavigate={close} />

            {user && <MobileSignOut signOut={signOut} isPending={isPending} onNavigate={close} />}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
