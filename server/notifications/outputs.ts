import { z } from 'zod';
import type { NotificationKind } from '../../shared/notifications.ts';
import { pageOf, textOf } from '../outputs.ts';

// The bell and /notificacoes (docs/product/notifications.md): the other member appears only by
// name, inside the sentence.

const notificationOutput = z.object({
  id: z.number(),
  kind: textOf<NotificationKind>(),
  text: z.string(),
  path: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const notificationsOutput = z.array(notificationOutput);
export const notificationPageOutput = pageOf(notificationOutput);
