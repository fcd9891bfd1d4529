import { z } from 'zod';
import { CATEGORY_GROUPS } from '../categories.ts';

// Admin area (docs/product/admin.md): inputs of every admin procedure. Every action that changes something
// carries the admin's reason, which goes to the audit log (and, for a hidden book, to the seller).

export const ADMIN_PAGE_SIZE = 25;
export const REASON_MAX = 500;
/** Days in the dashboard's sales chart. */
export const SALES_DAYS = 30;

const cursor = z.string().max(200, 'Cursor inválido.').nullish();
const search = z.string().trim().max(200, 'Busca longa demais.').optional().default('');
const limit = z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE);

export const reasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (ao menos 3 caracteres).')
  .max(REASON_MAX, `O motivo pode ter no máximo ${REASON_MAX} caracteres.`);

const userId = z.string().trim().min(1, 'Usuário inválido.').max(100, 'Usuário inválido.');
const bookId = z.uuid('Livro inválido.');

export const adminUsersListInput = z.object({
  search,
  filter: z.enum(['all', 'admins', 'suspended']).default('all'),
  cursor,
  limit,
});

export const adminUserActionInput = z.object({ userId, reason: reasonSchema });

export const ADMIN_BOOK_STATUSES = ['all', 'available', 'hidden', 'sold', 'reserved', 'removed'] as const;

export const adminBooksListInput = z.object({
  search,
  status: z.enum(ADMIN_BOOK_STATUSES).default('all'),
  cursor,
  limit,
});

export const adminBookActionInput = z.object({ bookId, reason: reasonSchema });

export const adminReportsListInput = z.object({
  status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
  cursor,
  limit,
});

export const adminReportResolveInput = z.object({
  reportId: z.uuid('Denúncia inválida.'),
  note: reasonSchema,
  /** Hides the reported book, or suspends the reported store's seller. */
  hideTarget: z.boolean().default(false),
});

export const adminReportDismissInput = z.object({
  reportId: z.uuid('Denúncia inválida.'),
  note: reasonSchema,
});

/** Slugs the category page reserves for itself (virtual lists and spelling aliases). */
export const RESERVED_CATEGORY_SLUGS = ['lancamentos', 'populares', 'biografia'] as const;

export const categorySlugSchema = z
  .string({ error: 'Informe o endereço (slug).' })
  .trim()
  .min(2, 'O endereço precisa de ao menos 2 caracteres.')
  .max(60, 'O endereço pode ter no máximo 60 caracteres.')
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'Use só letras minúsculas sem acento, números e hífens (ex.: contos-brasileiros).',
  )
  .refine((s) => !(RESERVED_CATEGORY_SLUGS as readonly string[]).includes(s), {
    message: 'Este endereço é reservado pelo site. Escolha outro.',
  });

const categoryFields = {
  name: z
    .string({ error: 'Informe o nome.' })
    .trim()
    .min(2, 'O nome precisa de ao menos 2 caracteres.')
    .max(60, 'O nome pode ter no máximo 60 caracteres.'),
  slug: categorySlugSchema,
  description: z
    .string()
    .trim()
    .max(300, 'A descrição pode ter no máximo 300 caracteres.')
    .nullish()
    .transform((v) => v || null),
  group: z
    .enum(CATEGORY_GROUPS, { error: 'Grupo inválido.' })
    .nullish()
    .transform((v) => v ?? null),
  sortOrder: z
    .number({ error: 'A ordem deve ser um número.' })
    .int('A ordem deve ser um número inteiro.')
    .min(0, 'A ordem não pode ser negativa.')
    .max(10_000, 'A ordem pode ir até 10000.'),
  isActive: z.boolean(),
};

export const adminCategoryCreateInput = z.object({ ...categoryFields, reason: reasonSchema.optional() });

export const adminCategoryUpdateInput = z.object({
  id: z.number().int().positive('Categoria inválida.'),
  ...categoryFields,
  reason: reasonSchema.optional(),
});

export const adminAuditListInput = z.object({
  action: z.string().trim().max(60).optional().default(''),
  cursor,
  limit,
});

/** Words for the audit log's action codes. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.grant_admin': 'Concedeu acesso de administrador',
  'user.revoke_admin': 'Removeu acesso de administrador',
  'user.suspend': 'Suspendeu conta',
  'user.reinstate': 'Reativou conta',
  // By the member or by an admin on their request (details.requestedBy): docs/product/data-rights.md#deletion.
  'user.delete': 'Excluiu conta',
  // By the member, through the link of 'Esqueci minha senha': docs/product/accounts.md#password-recovery.
  'user.password_reset': 'Criou nova senha pelo link do email',
  'book.hide': 'Ocultou livro',
  'book.reinstate': 'Republicou livro',
  'book.remove': 'Removeu livro',
  'report.resolve': 'Resolveu denúncia',
  'report.dismiss': 'Descartou denúncia',
  'category.create': 'Criou categoria',
  'category.update': 'Alterou categoria',
  // The moderation's decision on a problem of an order: docs/product/admin.md#mediation.
  'problem.decide': 'Decidiu mediação de problema',
  'problem.mediation_request': 'Pediu mediação (parte do pedido)',
  'problem.outcome_confirm': 'Confirmou o resultado (comprador)',
  // What a settled outcome did to the order: docs/product/problems.md#outcomes-and-the-order.
  'problem.order_cancel': 'Pedido cancelado: valor devolvido ao comprador',
  'problem.order_resend': 'Reenvio: prazo de entrega recomeçou',
  // An admin's look at the parties' private data, once an hour per case or order: docs/product/admin.md#mediation.
  'problem.view': 'Abriu caso de mediação (dados das partes)',
  'evidence.view': 'Viu fotos de evidência de um pedido',
};
