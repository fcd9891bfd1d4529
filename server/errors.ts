import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodRealError } from 'zod';

/** tRPC's codes, which rules name without importing tRPC. */
export type RuleCode = TRPC_ERROR_CODE_KEY;

/** How a refusal is shown besides its sentence: a toast's title, or the form field it belongs beside. */
type Shown = { title?: string; field?: never } | { field?: string; title?: never };

/**
 * A rule's refusal: a tRPC code (NOT_FOUND, CONFLICT, FORBIDDEN...) and the pt-BR sentence the
 * person reads. The rule that refuses words it (docs/decisions/040-one-error-style.md); the
 * procedure ladder (server/trpc.ts) turns it into the TRPCError every client receives, so rules
 * never import @trpc/server and routers never translate. Optionally:
 * - `title`, for a refusal shown as a toast: 'Livro indisponível' above 'Este livro não está mais
 *   disponível' (the client reads it as `data.title`);
 * - `field`, for one that belongs beside a form field (`data.fieldErrors`);
 * - `kind`, a short name of the refusal ('expired') for code that tells refusals apart;
 * - `cause`, the failure behind it, kept for the log.
 */
export class RuleError extends Error {
  readonly title: string | null;
  readonly field: string | null;
  readonly kind: string | null;

  constructor(
    readonly code: RuleCode,
    message: string,
    options: Shown & { kind?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'RuleError';
    this.title = options.title ?? null;
    this.field = options.field ?? null;
    this.kind = options.kind ?? null;
  }
}

/**
 * The TRPCError a refusal travels as, the one translation (called by server/trpc.ts). A field's
 * refusal carries a ZodError as its cause, so the errorFormatter puts it in `data.fieldErrors`
 * exactly like an input validation failure; any other carries the RuleError itself, whose title
 * the formatter reads. ZodRealError is the variant that extends Error, so tRPC keeps it as the cause.
 */
export function trpcErrorOf(refusal: RuleError): TRPCError {
  const { code, message, field } = refusal;
  const cause = field
    ? new ZodRealError([{ code: 'custom', path: [field], message, input: undefined }])
    : refusal;
  return new TRPCError({ code, message, cause });
}

/** The toast title a refusal carries, or null (read by the errorFormatter as `data.title`). */
export function toastTitleOf(error: TRPCError): string | null {
  return error.cause instanceof RuleError ? error.cause.title : null;
}

/** A sentence per code, for refusals whose own message is not one to show (see publicMessage). */
const CODE_MESSAGES: Partial<Record<RuleCode, string>> = {
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
  const fromCause = cause instanceof Error && !(cause instanceof RuleError) && message === cause.message;
  if (!fromCause) return message;
  if (code === 'BAD_REQUEST' && cause instanceof SyntaxError) return CODE_MESSAGES.PARSE_ERROR ?? fallback;
  return fallback;
}

/** What a request that met the database out of reach is told, with 503 (server/trpc.ts, server/app.ts). */
export const DATABASE_UNAVAILABLE = {
  title: 'Serviço indisponível',
  description: 'O banco de dados está indisponível no momento. Tente de novo em instantes.',
} as const;
