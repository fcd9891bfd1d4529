import * as Dialog from '@radix-ui/react-dialog';
import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { Modal } from '../Modal.tsx';
import { secondaryButtonClass } from '../PageShell.tsx';
import { type CodeReader, ISBN_READER, type ScanPhase, useBarcodeScan } from './use-barcode-scan.ts';

/**
 * The camera dialog both scanners share (docs/product/listing.md#the-phones-camera and
 * docs/product/delivery.md#the-handover-code): the rear camera, an aiming mark, what it is doing
 * said below; Escape or 'Fechar' closes it and stops the camera. Each scanner brings its title,
 * its words, what it reads and the shape of its picture.
 */
export interface ScannerDialogProps {
  title: string;
  phaseText: Record<ScanPhase, string>;
  reader?: CodeReader;
  /** The picture's box: a wide one for a barcode, a square one for a QR code on a phone. */
  frameClassName: string;
  /** The aiming mark over the picture: a line across a barcode, a square around a QR code. */
  aimClassName: string;
  onCode: (code: string) => void;
  /** Closed by the seller (null) or because the camera could not read (what to tell them). */
  onClose: (problem: string | null) => void;
}

export function ScannerDialog(props: ScannerDialogProps) {
  const { onClose } = props;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(null)}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[100dvh] flex-col gap-3 rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
    >
      <Camera {...props} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so the camera lives exactly as long. */
function Camera({
  title,
  phaseText,
  reader = ISBN_READER,
  frameClassName,
  aimClassName,
  onCode,
  onClose,
}: ScannerDialogProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const phase = useBarcodeScan(videoRef, onCode, (problem) => onClose(problem), reader);
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">{title}</Dialog.Title>
        <DialogCloseButton label="Fechar a câmera" />
      </div>
      <div className={`relative overflow-hidden rounded-lg bg-stone-900 ${frameClassName}`}>
        {/* The picture is for aiming; what the camera is doing is said in the text below. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label="Imagem da câmera"
          className="size-full object-cover"
        />
        <div aria-hidden="true" className={aimClassName} />
        {phase === 'starting' && (
          <Loader2
            aria-hidden="true"
            className="absolute inset-0 m-auto size-8 text-white motion-safe:animate-spin"
          />
        )}
      </div>
      <Dialog.Description role="status" className="text-sm text-stone-700">
        {phaseText[phase]}
      </Dialog.Description>
      <Dialog.Close className={secondaryButtonClass}>Fechar</Dialog.Close>
    </>
  );
}
