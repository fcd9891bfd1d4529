import { z } from 'zod';

// Messages (docs/product/messages.md): conversations between two people, optionally about a book or an order.

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_EMPTY = 'Escreva uma mensagem.';
export const MESSAGE_TOO_LONG = `A mensagem pode ter no máximo ${MESSAGE_MAX_LENGTH} caracteres.`;
/** Flood limit: at most this many messages per sender in the window below. */
export const MESSAGE_RATE_LIMIT = 10;
export const MESSAGE_RATE_WINDOW_MS = 30_000;
export const MESSAGE_RATE_REFUSAL = 'Você está enviando mensagens rápido demais. Aguarde alguns segundos.';
export const MESSAGE_BLOCKED = 'Não é possível enviar mensagens para este usuário.';
export const MESSAGE_SELF = 'Você não pode conversar com você mesmo.';
/** Messages per page of a conversation (older ones load on request). */
export const THREAD_PAGE_SIZE = 50;
/** Conversations shown in the list, most recent first. */
export const CONVERSATIONS_LIMIT = 100;

/** The text a message is sent with: trimmed, 1 to 2000 characters. */
export const messageBody = z.string().trim().min(1, MESSAGE_EMPTY).max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

/** The same rule for the composer, without zod: the first problem, or null. */
export function messageBodyProblem(text: string): string | null {
  const body = text.trim();
  if (body.length === 0) return MESSAGE_EMPTY;
  if (body.length > MESSAGE_MAX_LENGTH) return MESSAGE_TOO_LONG;
  return null;
}

const userId = z.string().trim().min(1, 'Usuário inválido.').max(100, 'Usuário inválido.');
const conversationId = z.uuid('Conversa não encontrada.');

export const startConversationInput = z
  .object({
    otherUserId: userId.optional(),
    bookId: z.uuid('Livro inválido.').optional(),
    orderId: z.uuid('Pedido inválido.').optional(),
  })
  .refine((v) => v.otherUserId !== undefined || v.orderId !== undefined, {
    message: 'Escolha com quem conversar.',
    path: ['otherUserId'],
  })
  .refine((v) => v.bookId === undefined || v.orderId === undefined, {
    message: 'Uma conversa é sobre um livro ou sobre um pedido, não os dois.',
    path: ['bookId'],
  });

export const threadInput = z.object({
  conversationId,
  /** Id of the oldest message already shown: the page before it comes back. */
  cursor: z.number().int().positive().nullish(),
});

export const sendMessageInput = z.object({ conversationId, body: messageBody });
export const conversationInput = z.object({ conversationId });
export const blockInput = z.object({ userId });
