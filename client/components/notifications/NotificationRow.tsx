import { type NotificationItem, whenText } from './notifications.ts';

/**
 * One notification's line, in the bell and on /notificacoes: a dot and bold text while unread
 * (with the words 'não lida' for screen readers), then when it happened.
 */
export function NotificationRow({ item }: { item: NotificationItem }) {
  return (
    <span className="flex min-w-0 items-start gap-2.5">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-red-600'}`}
      />
      <span className="flex min-w-0 flex-col">
        <span className={`text-sm ${item.read ? 'text-stone-700' : 'font-semibold text-stone-900'}`}>
          {item.text}
          {!item.read && <span className="sr-only"> (não lida)</span>}
        </span>
        <span className="text-stone-500 text-xs">{whenText(item.createdAt)}</span>
      </span>
    </span>
  );
}
