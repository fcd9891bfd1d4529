import { TRPCError } from '@trpc/server';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

/** Carries the toast title of a refusal worded as title + description (e.g. docs/product/cart.md#adding). */
export class ToastTitle extends Error {
  constructor(readonly title: string) {
    super(title);
  }
}

/**
 * A refusal the person sees as a toast: `title` ('Livro indisponível') and `description` ('Este
 * livro não está mais disponível'). The description is the error's message, so any client
 * shows something sensible; Releia's client also reads `data.title`.
 */
export function userError(code: Code, title: string, description: string): TRPCError {
  return new TRPCError({ code, message: description, cause: new ToastTitle(title) });
}

/** A sentence per code, for refusals whose own message is not one to show (see publicMessage). */
const CODE_MESSAGES: Partial<Record<Code, string>> = {
  PARSE_ERROR: 'Não foi possível ler os dados enviados (JSON ou formato inválido).',
  BAD_REQUEST: 'Requisição inválida.',
  NOT_FOUND: 'Operação não encontrada.',
  METHOD_NOT_SUPPORTED: 'Método HTTP não aceito para esta operação.',
  PAYLOAD_TOO_LARGE: 'A requisição é grande demais.',
  UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não aceito.',
  INTERNAL_SERVER_ERROR: 'Erro interno. Tente novamente em instantes.',
};

/**
 * tRPC's adapter refuses malformed requests before any procedure runs, in English; each is
 * matched here with the sentence a person (or a developer reading the network tab) gets instead.
 */
const ADAPTER_MESSAGES: [RegExp, string][] = [
  [/^No procedure found on path/, 'Operação não encontrada.'],
  [/^Unsupported \w+-request to \w+ procedure/, 'Método HTTP não aceito para esta operação.'],
  [/^Batch call exceeds maximum size/, 'Chamadas demais em um só lote.'],
  [/^"input" needs to be an object when doing a batch call/, 'Dados do lote inválidos.'],
  [/^Cannot mix procedure types in call/, 'Um lote não pode misturar consultas e alterações.'],
  [/^Cannot batch subscription calls/, 'Assinaturas não podem ir em lote.'],
  [/^Batching is not enabled/, 'Lotes não são aceitos.'],
  [/^Invalid URL-encoding in path/, 'Endereço da operação inválido.'],
  [/^Invalid URL$/, 'Endereço inválido.'],
  [/^(Unsupported content-type|Missing content-type header)/, 'Tipo de conteúdo não aceito.'],
  [/^Only POST requests are supported/, 'Método HTTP não aceito para este tipo de conteúdo.'],
  [/^Not JSON-parsable query params|^Invalid connection params shape/, 'Parâmetros de conexão inválidos.'],
];

/**
 * The message a refusal carries to the client. Releia's own errors are already sentences in
 * pt-BR and pass through. Three kinds are replaced: tRPC's adapter refusals (English), errors made
 * without a message (tRPC then uses the bare code, e.g. 'PAYLOAD_TOO_LARGE'), and errors whose
 * message is only their cause's: a JSON or superjson parse failure, or an unexpected exception,
 * whose text is English at best and a leak of internals (SQL, paths) at worst.
 */
export function publicMessage(error: TRPCError): string {
  const { message, code, cause } = error;
  for (const [pattern, text] of ADAPTER_MESSAGES) if (pattern.test(message)) return text;
  const fallback = CODE_MESSAGES[code] ?? 'Não foi possível concluir a operação.';
  if (message === code || message === '') return fallback;
  const fromCause = cause instanceof Error && !(cause instanceof ToastTitle) && message === cause.message;
  if (!fromCause) return message;
  if (code === 'BAD_REQUEST' && cause instanceof SyntaxError) return CODE_MESSAGES.PARSE_ERROR ?? fallback;
  return fallback;
}

/** What a request that met the database out of reach is told, with 503 (server/trpc.ts, server/app.ts). */
export const DATABASE_UNAVAILABLE = {
  title: 'Serviço indisponível',
  description: 'O banco de dados está indisponível no momento. Tente de novo em instantes.',
} as const;
