import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, EllipsisVertical } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../Modal.tsx';

/** The conversation's menu: block the other person (after a confirmation) or unblock them. */
export function BlockMenu({
  name,
  blockedByMe,
  busy,
  onBlock,
  onUnblock,
}: {
  name: string;
  blockedByMe: boolean;
  busy: boolean;
  onBlock: () => void;
  onUnblock: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label="Opções da conversa"
          className="inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-52 rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item
              disabled={busy}
              onSelect={() => (blockedByMe ? onUnblock() : setConfirming(true))}
              className="flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800"
            >
              <Ban aria-hidden="true" className="size-4" />
              {blockedByMe ? 'Desbloquear usuário' : 'Bloquear usuário'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        className="-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 w-[92vw] max-w-md rounded-2xl bg-white p-6 shadow-2xl"
      >
        <Dialog.Title className="font-semibold text-lg text-stone-900">Bloquear {name}?</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-stone-700">
          Vocês não poderão mais trocar mensagens. As mensagens anteriores continuam visíveis, e você pode
          desbloquear quando quiser.
        </Dialog.Description>
        <div className="mt-6 flex justify-end gap-2">
          <Dialog.Close className="rounded-full border border-stone-300 px-4 py-2 font-semibold text-sm text-stone-800 hover:bg-stone-100">
            Cancelar
          </Dialog.Close>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              onBlock();
            }}
            className="rounded-full bg-red-700 px-4 py-2 font-semibold text-sm text-white hover:bg-red-800 disabled:opacity-60"
          >
            Bloquear
          </button>
        </div>
      </Modal>
    </>
  );
}
