import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { handoverCodeFrom } from '../../../shared/handover-code.ts';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { Modal } from '../Modal.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { type CodeReader, type ScanPhase, useBarcodeScan } from '../sell/use-barcode-scan.ts';

// 'Escanear código do comprador' (docs/product/delivery.md#the-handover-code): the listing form's
// camera and detector, reading the QR code of the buyer's order page. Loaded only when the seller
// opens it, so the order page carries no scanner until then.

const HANDOVER_READER: CodeReader = {
  format: 'qr_code',
  read: handoverCodeFrom,
  messages: {
    unsupported: 'Este navegador não dá acesso à câmera. Digite os 6 números do código do comprador.',
    denied:
      'Você não permitiu o uso da câmera. Digite os 6 números do código do comprador, ou permita a câmera nas configurações do navegador e tente de novo.',
    noCamera: 'Não encontramos uma câmera neste aparelho. Digite os 6 números do código do comprador.',
    failed: 'Não foi possível abrir a câmera. Digite os 6 números do código do comprador.',
    noReader: 'Não foi possível ler QR codes neste navegador. Digite os 6 números do código do comprador.',
    timeout:
      'Não encontramos o QR code do comprador em 20 segundos. Digite os 6 números ou tente de novo com mais luz.',
  },
};

const PHASE_TEXT: Record<ScanPhase, string> = {
  starting: 'Abrindo a câmera...',
  scanning: 'Aponte a câmera para o QR code na tela do comprador.',
  not_isbn: 'Este QR code não é um código de entrega do Releia. Peça ao comprador para abrir o pedido.',
};

export default function HandoverScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  /** Closed by the seller (null) or because the camera could not read (what to tell them). */
  onClose: (problem: string | null) => void;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(null)}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[100dvh] flex-col gap-3 rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <Camera onCode={onCode} onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the camera lives exactly as long. */
function Camera({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: (problem: string | null) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const phase = useBarcodeScan(videoRef, onCode, (problem) => onClose(problem), HANDOVER_READER);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">
          Escanear código do comprador
        </Dialog.Title>
        <DialogCloseButton label="Fechar a câmera" />
      </div>
      <div className="relative aspect-square overflow-hidden rounded-lg bg-stone-900 sm:aspect-[4/3]">
        {/* The picture is for aiming; what the camera is doing is said in the text below. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Imagem da câmera"
          className="size-full object-cover"
        />
        <div
          aria-hidden="true"
          className="absolute inset-0 m-auto size-2/3 rounded-lg border-2 border-white/80 sm:size-1/2"
        />
        {phase === 'starting' && (
          <Loader2
            aria-hidden="true"
            className="absolute inset-0 m-auto size-8 text-white motion-safe:animate-spin"
          />
        )}
      </div>
      <Dialog.Description role="status" className="text-sm text-stone-700">
        {PHASE_TEXT[phase]}
      </Dialog.Description>
      <Dialog.Close className={secondaryButtonClass}>Fechar</Dialog.Close>
    </>
  );
}
