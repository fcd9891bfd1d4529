import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CEP_LOOKUPS_PER_HOUR_PER_ADDRESS } from '../../server/cep/lookup.ts';
import { loadConfig } from '../../server/config.ts';
import { CEP_MESSAGE } from '../../shared/cep.ts';
import {
  BRASILAPI_ADDRESS,
  type CepStub,
  cepSettings,
  startCepStub,
  VIACEP_ADDRESS,
} from '../helpers/cep-stub.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let stub: CepStub;
let t: TestDb;
beforeAll(async () => {
  stub = await startCepStub();
});
afterAll(() => stub.close());
beforeEach(async () => {
  t = await createTestDb();
  t.config = { ...t.config, ...cepSettings(stub), PUBLIC_URL: 'https://releia.example' };
  stub.behaviour.brasilapi = 'found';
  stub.behaviour.viacep = 'found';
  stub.requests.length = 0;
});
afterEach(() => t.close());

const lookup = (cep: string, ip = '127.0.0.1') => callerFor(t, null, { ip }).delivery.cepAddress({ cep });

describe('delivery.cepAddress', () => {
  it('fills the address from BrasilAPI first, naming Releia and its address to the provider', async () => {
    expect(await lookup('01310-100')).toEqual({ status: 'found', address: BRASILAPI_ADDRESS });
    expect(stub.requests).toEqual([
      { provider: 'brasilapi', cep: '01310100', userAgent: 'Releia (+https://releia.example)' },
    ]);
  });

  it('asks ViaCEP when BrasilAPI fails, is malformed or does not know the CEP', async () => {
    for (const failure of ['error', 'malformed', 'not_found'] as const) {
      stub.behaviour.brasilapi = failure;
      expect(await lookup(`0131010${['error', 'malformed', 'not_found'].indexOf(failure)}`)).toEqual({
        status: 'found',
        address: VIACEP_ADDRESS,
      });
    }
    expect(stub.requests.map((r) => r.provider)).toEqual([
      'brasilapi',
      'viacep',
      'brasilapi',
      'viacep',
      'brasilapi',
      'viacep',
    ]);
  });

  it('follows the order CEP_PROVIDERS gives', async () => {
    t.config = { ...t.config, CEP_PROVIDERS: ['viacep', 'brasilapi'] };
    expect(await lookup('01310100')).toEqual({ status: 'found', address: VIACEP_ADDRESS });
    expect(stub.requests.map((r) => r.provider)).toEqual(['viacep']);
  });

  it('answers not found when neither knows the CEP, and keeps that answer', async () => {
    stub.behaviour.brasilapi = 'not_found';
    stub.behaviour.viacep = 'not_found';
    expect(await lookup('99999999')).toEqual({ status: 'not_found' });
    expect(await lookup('99999-999')).toEqual({ status: 'not_found' });
    expect(stub.requests).toHaveLength(2);
  });

  it('answers a second lookup of a found CEP without leaving the server', async () => {
    await lookup('01310100');
    stub.behaviour.brasilapi = 'error';
    stub.behaviour.viacep = 'error';
    expect(await lookup('01310-100')).toEqual({ status: 'found', address: BRASILAPI_ADDRESS });
    expect(stub.requests).toHaveLength(1);
    const row = await t.db.selectFrom('cep_lookups').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cep: '01310100', found: 1, provider: 'brasilapi', city: 'São Paulo' });
  });

  it('answers not found when both fail (500, malformed), and asks again next time', async () => {
    stub.behaviour.brasilapi = 'error';
    stub.behaviour.viacep = 'malformed';
    expect(await lookup('01310100')).toEqual({ status: 'not_found' });
    expect(await t.db.selectFrom('cep_lookups').selectAll().execute()).toEqual([]);
    stub.behaviour.viacep = 'found';
    expect(await lookup('01310100')).toEqual({ status: 'found', address: VIACEP_ADDRESS });
  });

  it('gives up within 3 s when a provider hangs, leaving time to the next one', async () => {
    stub.behaviour.brasilapi = 'slow';
    let started = Date.now();
    expect(await lookup('01310100')).toEqual({ status: 'found', address: VIACEP_ADDRESS });
    expect(Date.now() - started).toBeLessThan(3_000);
    stub.behaviour.viacep = 'slow';
    started = Date.now();
    expect(await lookup('01310101')).toEqual({ status: 'not_found' });
    expect(Date.now() - started).toBeLessThan(3_300);
  }, 10_000);

  it('asks no provider with CEP_PROVIDERS=off', async () => {
    t.config = { ...t.config, CEP_PROVIDERS: [] };
    expect(await lookup('01310100')).toEqual({ status: 'off' });
    expect(stub.requests).toEqual([]);
  });

  it('refuses a CEP without 8 digits', async () => {
    for (const cep of ['0131010', '013101000', 'abcdefgh', '01310-10a', ''])
      expect(await errorOf(lookup(cep))).toMatchObject({ code: 'BAD_REQUEST', message: CEP_MESSAGE });
    expect(stub.requests).toEqual([]);
  });

  it('is open to members and visitors alike, and limited per client address', async () => {
    const member = await createUser(t.db);
    expect(await callerFor(t, member).delivery.cepAddress({ cep: '01310100' })).toMatchObject({
      status: 'found',
    });
    for (let i = 0; i < CEP_LOOKUPS_PER_HOUR_PER_ADDRESS; i++) await lookup('01310100', '203.0.113.9');
    expect(await errorOf(lookup('01310100', '203.0.113.9'))).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(await lookup('01310100', '198.51.100.7')).toMatchObject({ status: 'found' });
  });
});

describe('CEP settings', () => {
  it('default to BrasilAPI then ViaCEP at their public addresses, and accept off', () => {
    const config = loadConfig({});
    expect(config.CEP_PROVIDERS).toEqual(['brasilapi', 'viacep']);
    expect(config.CEP_BRASILAPI_URL).toBe('https://brasilapi.com.br');
    expect(config.CEP_VIACEP_URL).toBe('https://viacep.com.br');
    expect(loadConfig({ CEP_PROVIDERS: 'off' }).CEP_PROVIDERS).toEqual([]);
    expect(loadConfig({ CEP_PROVIDERS: 'viacep, brasilapi' }).CEP_PROVIDERS).toEqual(['viacep', 'brasilapi']);
  });

  it('refuse an unknown provider or a base URL that is not http(s)', () => {
    expect(() => loadConfig({ CEP_PROVIDERS: 'correios' })).toThrow(/CEP_PROVIDERS/);
    expect(() => loadConfig({ CEP_VIACEP_URL: 'ftp://viacep' })).toThrow(/CEP_VIACEP_URL/);
  });
});
