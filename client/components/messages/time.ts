import { formatDay, formatHour } from '../../lib/dates.ts';

// How message times read: 14:05 today, 'Ontem', a weekday within the week, else 12/03/2026; the
// hour and the day in client/lib/dates.ts's formats.

const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

function daysAgo(iso: string, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(new Date(iso))) / 86_400_000);
}

export function messageTime(iso: string): string {
  return formatHour(iso);
}

/** The time beside a conversation in the list. */
export function listTime(iso: string, now = new Date()): string {
  const days = daysAgo(iso, now);
  if (days <= 0) return formatHour(iso);
  if (days === 1) return 'Ontem';
  if (days < 7) return WEEKDAYS[new Date(iso).getDay()] ?? formatDay(iso);
  return formatDay(iso);
}

/** The separator above the first message of a day. */
export function dayLabel(iso: string, now = new Date()): string {
  const days = daysAgo(iso, now);
  if (days <= 0) return 'Hoje';
  if (days === 1) return 'Ontem';
  return formatDay(iso);
}

export function sameDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) === startOfDay(new Date(b));
}
