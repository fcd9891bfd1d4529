import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { VIEWER_WIDTH } from '../../../shared/photo.ts';
import { Modal } from '../Modal.tsx';
import { PhotoImg, StepArrows } from './PhotoImg.tsx';

/** The book page's full-screen photo viewer (Gallery): the same photo and stepper, larger. */
export function PhotoViewer({
  open,
  onOpenChange,
  title,
  photo,
  index,
  count,
  go,
  onKeyDown,
  swipe,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  photo: string;
  index: number;
  count: number;
  go: (to: number) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  swipe: { onPointerDown: (event: PointerEvent) => void; onPointerUp: (event: PointerEvent) => void };
}) {
  const many = count > 1;
  const counter = `${index + 1} / ${count}`;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName="bg-stone-950/90"
      onKeyDown={onKeyDown}
      {...swipe}
      aria-describedby={undefined}
      className="fixed inset-0 z-50 flex touch-pan-y flex-col items-center justify-center p-4 outline-none"
    >
      <Dialog.Title className="sr-only">Fotos de {title}</Dialog.Title>
      <Dialog.Close
        aria-label="Fechar"
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
      >
        <X aria-hidden="true" className="size-6" />
      </Dialog.Close>
      <PhotoImg
        key={`full-${photo}`}
        src={photo}
        width={VIEWER_WIDTH}
        eager
        alt={many ? `${title}: foto ${index + 1} de ${count}` : `Capa de ${title}`}
        className="max-h-[85dvh] max-w-full select-none object-contain"
      />
      {many && (
        <>
          <StepArrows index={index} go={go} large />
          <p aria-live="polite" className="mt-3 font-medium text-sm text-white tabular-nums">
            {counter}
          </p>
        </>
      )}
    </Modal>
  );
}
