import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../db/password.ts';
import { clientAddress, compileTrustProxy, limitAddress } from '../../server/http/client-address.ts';
import { type AppServer, startAppServer } from '../helpers/app-server.ts';
import { createTestDb, type TestDb, testConfig } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';

// TRUST_PROXY decides whether X-Forwarded-For names the client; the login throttle counts
// failures per client address, so that address must be neither forgeable nor the proxy's.

let t: TestDb;
let app: AppServer | undefined;

beforeEach(async () => {
  t = await createTestDb();
  await createUser(t.db, { email: 'ana@example.com', passwordHash: await hashPassword('senha-certa-1') });
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await t.close();
});

const login = (email: string, password: string, from: string) =>
  app?.mutate('accounts.login', { email, password }, { 'x-forwarded-for': from }) ?? Promise.reject();

/** 30 wrong passwords, each for another unknown email so only the address counter fills. */
async function thirtyFailuresFrom(address: string) {
  for (let i = 0; i < 30; i++) {
    const res = await login(`ninguem${i}@example.com`, 'senha-errada', address);
    expect(res.status).toBe(400);
  }
}

describe('the login throttle counts per client address', () => {
  it('ignores a forged X-Forwarded-For when TRUST_PROXY is off: the socket address is locked', {
    timeout: 30_000,
  }, async () => {
    app = await startAppServer(t, { LOGIN_SLOWDOWN_MS: '0' });
    await thirtyFailuresFrom('203.0.113.5');
    const other = await login('ana@example.com', 'senha-certa-1', '198.51.100.7');
    expect(other.status).toBe(429);
    expect(await other.text()).toContain('Muitas tentativas. Tente novamente em 15 minutos.');
  });

  it('with TRUST_PROXY=loopback, 30 failures from one client do not lock out another', {
    timeout: 30_000,
  }, async () => {
    app = await startAppServer(t, { LOGIN_SLOWDOWN_MS: '0', TRUST_PROXY: 'loopback' });
    await thirtyFailuresFrom('203.0.113.5');
    expect((await login('ana@example.com', 'senha-certa-1', '203.0.113.5')).status).toBe(429);
    const other = await login('ana@example.com', 'senha-certa-1', '198.51.100.7');
    expect(other.status).toBe(200);
    expect(other.headers.get('set-cookie')).toMatch(/^releia_session=/);
  });
});

function request(socketAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: socketAddress } as Socket,
    connection: { remoteAddress: socketAddress } as Socket,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the socket address when off, whatever the headers say', () => {
    expect(clientAddress(request('198.51.100.1', '10.0.0.1'), compileTrustProxy(undefined))).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('198.51.100.1', '10.0.0.1'), compileTrustProxy('false'))).toBe(
      '198.51.100.1',
    );
  });

  it('walks X-Forwarded-For from the proxy back to the first hop it does not trust', () => {
    // A client that writes its own X-Forwarded-For only adds hops further away than itself.
    const req = request('127.0.0.1', '10.9.9.9, 203.0.113.5');
    expect(clientAddress(req, compileTrustProxy('loopback'))).toBe('203.0.113.5');
    expect(clientAddress(req, compileTrustProxy('1'))).toBe('203.0.113.5');
    expect(clientAddress(req, compileTrustProxy('2'))).toBe('10.9.9.9');
    expect(clientAddress(req, compileTrustProxy('127.0.0.0/8, 203.0.113.0/24'))).toBe('10.9.9.9');
    // A connection that does not come from a trusted proxy is its own client.
    expect(clientAddress(request('198.51.100.1', '10.9.9.9'), compileTrustProxy('loopback'))).toBe(
      '198.51.100.1',
    );
  });

  it('reports an IPv4 client of a dual-stack listener as IPv4', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), null)).toBe('127.0.0.1');
    expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.5'), compileTrustProxy('loopback'))).toBe(
      '203.0.113.5',
    );
  });

  it('keys limits by the address, or by the /64 of an IPv6 address', () => {
    expect(limitAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(limitAddress('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('::1')).toBe('::/64');
    expect(limitAddress('não é endereço')).toBe('não é endereço');
  });

  it('TRUST_PROXY refuses true and values it cannot read, naming the variable', () => {
    for (const value of ['true', 'qualquer-coisa', '10.0.0.0/99', '0', '11']) {
      expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
    for (const value of ['false', '1', 'loopback', 'loopback, 10.0.0.0/8, fd00::/8', 'uniquelocal']) {
      expect(testConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value);
    }
  });
});
