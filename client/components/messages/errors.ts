// The sentence to show for a failed call: the server's own words for a refusal (they are written
// for people, in pt-BR), the caller's fallback for anything else (a crash, a dropped connection).

export function refusalMessage(error: unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  const data = 'data' in error ? (error as { data?: { code?: unknown } | null }).data : null;
  const code = data && typeof data.code === 'string' ? data.code : null;
  const message = error instanceof Error ? error.message.trim() : '';
  if (!code || code === 'INTERNAL_SERVER_ERROR' || !message) return fallback;
  return message;
}

export function refusalCode(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('data' in error)) return null;
  const data = (error as { data?: { code?: unknown } | null }).data;
  return data && typeof data.code === 'string' ? data.code : null;
}
