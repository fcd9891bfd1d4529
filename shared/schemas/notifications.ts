import { z } from 'zod';
import { NOTIFICATION_KIND_LIST, type NotificationKind } from '../notifications.ts';

// Notificações (docs/product/notifications.md): the inputs of server/notifications/notifications.router.ts.

export const notificationsPageInput = z.object({
  cursor: z.string().max(100, 'Página inválida.').nullish(),
});

export const notificationIdInput = z.object({
  id: z
    .number({ error: 'Notificação inválida.' })
    .int('Notificação inválida.')
    .positive('Notificação inválida.'),
});

const emailFlags = z.object(
  Object.fromEntries(
    NOTIFICATION_KIND_LIST.map((kind) => [kind, z.boolean({ error: 'Escolha sim ou não.' }).optional()]),
  ) as Record<NotificationKind, z.ZodOptional<z.ZodBoolean>>,
);

export const notificationSettingsInput = z.object({
  email: emailFlags,
  dailyDigest: z.boolean({ error: 'Escolha sim ou não.' }).optional(),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;

const invalidLink = 'Link de descadastro inválido.';

/** The signed unsubscribe link's parts (docs/product/notifications.md#leaving-by-the-link). */
export const notificationsUnsubscribeInput = z.object({
  userId: z.string().trim().min(1, invalidLink).max(100, invalidLink),
  kind: z.string().trim().min(1, invalidLink).max(40, invalidLink),
  token: z.string().trim().min(1, invalidLink).max(100, invalidLink),
});
