import type { Executor } from '../../db/client.ts';
import type { Config } from '../config.ts';
import { RuleError } from '../errors.ts';
import { limitAddress } from '../http/index.ts';
import { type Limit, spendPoints } from './counters.ts';

// Limits on writes, counted in the database (server/rate-limits/counters.ts) so every process
// over it shares them. Reads are never limited: browsing costs little and a limit there would
// only hurt readers behind a shared address. See docs/decisions/020-client-address-and-limits.md.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** 'Tente novamente em 3 minutos.': the wait rounded up to whole minutes, at least one. */
export function tryAgainIn(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return `Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The 429 of every throttle: 'Muitas tentativas. Tente novamente em N minutos.' */
export function tooManyAttempts(waitMs: number, lead = 'Muitas tentativas.'): RuleError {
  return new RuleError('TOO_MANY_REQUESTS', `${lead} ${tryAgainIn(waitMs)}`);
}

export interface Writer {
  sessionId: string | null;
  ip: string | null;
}

/** The general write limits: per session and per client address, per minute. */
export function writeLimits(config: Config, writer: Writer): Limit[] {
  const limits: Limit[] = [];
  if (writer.sessionId)
    limits.push({
      key: `write:session:${writer.sessionId}`,
      max: config.WRITES_PER_MINUTE_PER_SESSION,
      windowMs: MINUTE,
    });
  if (writer.ip)
    limits.push({
      key: `write:ip:${limitAddress(writer.ip)}`,
      max: config.WRITES_PER_MINUTE_PER_ADDRESS,
      windowMs: MINUTE,
    });
  return limits;
}

/** Spends a write (a tRPC mutation, a photo upload) or refuses it with 429. */
export async function checkWriteLimits(db: Executor, config: Config, writer: Writer): Promise<void> {
  const wait = await spendPoints(db, writeLimits(config, writer));
  if (wait !== null) throw tooManyAttempts(wait);
}

/** Spends a new account from `ip`; the wait in ms when REGISTRATIONS_PER_HOUR is used up. */
async function spendRegistration(db: Executor, config: Config, ip: string | null): Promise<number | null> {
  if (!ip) return null;
  return spendPoints(db, [
    { key: `register:ip:${limitAddress(ip)}`, max: config.REGISTRATIONS_PER_HOUR, windowMs: HOUR },
  ]);
}

/** New accounts per client address per hour, through the sign-up form: refused with 429. */
export async function checkRegistrationLimit(db: Executor, config: Config, ip: string | null): Promise<void> {
  const wait = await spendRegistration(db, config, ip);
  if (wait !== null) throw tooManyAttempts(wait, 'Muitos cadastros feitos a partir desta conexão.');
}

/** The same count for an account made through Google, whose refusal is a redirect. */
export async function registrationAllowed(db: Executor, config: Config, ip: string | null): Promise<boolean> {
  return (await spendRegistration(db, config, ip)) === null;
}

/** Reports per client address per hour: many accounts behind one address cannot flood the queue. */
export const REPORTS_PER_HOUR_PER_ADDRESS = 20;

export async function checkReportLimit(db: Executor, ip: string | null): Promise<void> {
  if (!ip) return;
  const wait = await spendPoints(db, [
    { key: `report:ip:${limitAddress(ip)}`, max: REPORTS_PER_HOUR_PER_ADDRESS, windowMs: HOUR },
  ]);
  if (wait !== null) throw tooManyAttempts(wait, 'Muitas denúncias enviadas a partir desta conexão.');
}

/**
 * Messages per client address in the per-sender window (shared/schemas/messages.ts): a few
 * people may share an address, so it allows three senders at full speed. Answers whether the
 * message may go; the caller words the refusal as it does for one sender.
 */
export async function messageAllowedFrom(
  db: Executor,
  ip: string | null,
  perSender: { max: number; windowMs: number },
): Promise<boolean> {
  if (!ip) return true;
  const limit = {
    key: `message:ip:${limitAddress(ip)}`,
    max: perSender.max * 3,
    windowMs: perSender.windowMs,
  };
  return (await spendPoints(db, [limit])) === null;
}
