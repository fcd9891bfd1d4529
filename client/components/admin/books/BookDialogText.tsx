import type { PendingBookAction } from './book-actions.ts';

/** What confirming the action does to this listing. */
export function BookDialogText({ pending }: { pending: PendingBookAction }) {
  return (
    <p>
      <strong>{pending.book.title}</strong>, de {pending.book.seller.name}.{' '}
      {pending.kind === 'hide'
        ? 'O livro sai das listagens, da busca e da loja; o vendedor vê a situação e o motivo em Minha Estante.'
        : pending.kind === 'reinstate'
          ? 'O livro volta às listagens.'
          : 'Um livro que faz parte de um pedido fica guardado como removido; os demais são excluídos.'}
    </p>
  );
}
