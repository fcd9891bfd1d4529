import * as Dialog from '@radix-ui/react-dialog';
import { DialogCloseButton } from '../DialogCloseButton.tsx';
import { Modal } from '../Modal.tsx';
import { ReviewItem } from './ReviewItem.tsx';
import type { ReviewData } from './review-data.ts';

/** 'Ver todas as avaliações': every review of the store, newest first (ReviewList opens it). */
export function AllReviewsDialog({
  open,
  onOpenChange,
  reviews,
  now,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reviews: readonly ReviewData[];
  now: Date;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-stone-50 shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:max-w-2xl md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
    >
      <div className="flex items-center justify-between gap-4 border-stone-200 border-b px-5 py-4">
        <Dialog.Title className="font-semibold font-serif text-stone-900 text-xl">
          Todas as avaliações
        </Dialog.Title>
        <DialogCloseButton label="Fechar" className="hover:bg-stone-200" />
      </div>
      <Dialog.Description className="sr-only">
        {reviews.length} avaliações desta livraria, das mais recentes para as mais antigas.
      </Dialog.Description>
      <ul className="flex flex-col gap-3 overflow-y-auto p-5">
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} now={now} />
        ))}
      </ul>
    </Modal>
  );
}
