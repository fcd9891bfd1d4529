// What must never appear in the server's log: the passwords the e2e tests sign in with, session
// cookies, and anything shaped like a session token (20 random bytes in lowercase base32, see
// server/accounts/session.ts).

const TOKEN = /(?<![a-z0-9])[a-z2-7]{32}(?![a-z0-9])/g;

/** The secrets found in a log, described without repeating them whole. */
export function secretsInLog(log: string, passwords: string[]): string[] {
  const found: string[] = [];
  for (const password of passwords) if (log.includes(password)) found.push(`a senha '${password}'`);
  if (log.includes('releia_session=')) found.push('um cookie de sessão');
  for (const match of log.matchAll(TOKEN))
    found.push(`algo com forma de token de sessão (${match[0].slice(0, 6)}…)`);
  return found;
}

/** Request lines of a pino log: the log is not empty by mistake. */
export function requestLines(log: string): number {
  return log.split('\n').filter((line) => line.includes('"reqId"')).length;
}
