import { badgeText } from '../CountBadge.tsx';

/**
 * The count beside an entry of the menus ('Mensagens' by default): nothing at 0, the number up to
 * 99, then '99+'. Screen readers hear it as words, each badge its own ('4 notificações não lidas',
 * not '4 mensagens não lidas'), through `label`.
 */
export function UnreadBadge({
  count,
  className,
  label = unreadLabel,
}: {
  count: number;
  className?: string;
  label?: (count: number) => string;
}) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <>
      {/* Beside the entry's text, so its name reads two words apart: 'Mensagens 3 mensagens não lidas'. */}{' '}
      <span
        data-testid="unread-badge"
        className={`ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 font-semibold text-[11px] text-white leading-none ${className ?? ''}`}
      >
        <span aria-hidden="true">{text}</span>
        <span className="sr-only">{label(count)}</span>
      </span>
    </>
  );
}

/** '1 mensagem não lida', '3 mensagens não lidas'. */
export function unreadLabel(count: number): string {
  return count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`;
}

/** A red dot with the count on an icon button (the account menu, the mobile menu button). */
export function UnreadDot({ count }: { count: number }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-dot"
      className="-top-0.5 -right-0.5 absolute flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 font-semibold text-[10px] text-white leading-none ring-2 ring-white"
    >
      {text}
    </span>
  );
}
