import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { Modal } from '../Modal.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { type ScanPhase, useBarcodeScan } from './use-barcode-scan.ts';

const PHASE_TEXT: Record<ScanPhase, string> = {
  starting: 'Abrindo a câmera...',
  scanning: 'Aponte a câmera para o código de barras do livro, na contracapa.',
  not_isbn: 'Este código não é de um ISBN (começa com 978 ou 979). Procure o código de barras do livro.',
};

/**
 * 'Escanear código de barras' (docs/product/listing.md#the-phones-camera): the rear camera in a
 * dialog (Escape or 'Fechar' closes it and stops the camera), until a book's EAN-13 is read.
 */
export function BarcodeScanner({
  onIsbn,
  onClose,
}: {
  onIsbn: (isbn13: string) => void;
  /** Closed by the seller (null) or because the camera could not read (what to tell them). */
  onClose: (problem: string | null) => void;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(null)}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[100dvh] flex-col gap-3 rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <Camera onIsbn={onIsbn} onClose={onClose} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the camera lives exactly as long. */
function Camera({
  onIsbn,
  onClose,
}: {
  onIsbn: (isbn13: string) => void;
  onClose: (problem: string | null) => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const phase = useBarcodeScan(videoRef, onIsbn, (problem) => onClose(problem));
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">
          Escanear código de barras
        </Dialog.Title>
        <DialogCloseButton label="Fechar a câmera" />
      </div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-stone-900">
        {/* The picture is for aiming; what the camera is doing is said in the text below. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Imagem da câmera"
          className="size-full object-cover"
        />
        <div aria-hidden="true" className="absolute inset-x-8 top-1/2 h-0.5 -translate-y-1/2 bg-red-500/80" />
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
