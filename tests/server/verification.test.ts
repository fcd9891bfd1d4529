import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createVerificationToken, VERIFY_TTL_MS } from '../../server/accounts/email-verification.ts';
import { NOT_VERIFIED } from '../../server/accounts/verification.ts';
import { appSecret } from '../../server/app-secret.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

// 529.982.247-25 is a well-known valid test CPF.
const identity = { firstName: 'Ana', lastName: 'Souza', cpf: '529.982.247-25', birthDate: '1990-05-17' };
const address = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP' as const,
};

function tokenFromOutbox(body: string): string {
  const match = /verificar-email\?token=([^\s]+)/.exec(body);
  if (!match?.[1]) throw new Error('link ausente');
  return decodeURIComponent(match[1]);
}

describe('verification.status', () => {
  it('resets everything for visitors, with email as the next step', async () => {
    const status = await callerFor(t).verification.status();
    expect(status).toEqual(NOT_VERIFIED);
    const { nextRequiredStep, ...flags } = status;
    expect(nextRequiredStep).toBe('email');
    expect(Object.values(flags).every((flag) => flag === false)).toBe(true);
  });

  it('walks email → personal → address → none', async () => {
    const user = await createUser(t.db);
    const caller = callerFor(t, user);
    expect((await caller.verification.status()).nextRequiredStep).toBe('email');
    expect((await caller.verification.status()).canSellBooks).toBe(true);

    await caller.verification.sendEmail();
    const mail = await t.db.selectFrom('outbox').select('body').executeTakeFirstOrThrow();
    await callerFor(t).verification.verifyEmail({ token: tokenFromOutbox(mail.body) });
    expect((await caller.verification.status()).nextRequiredStep).toBe('personal');

    const afterIdentity = await caller.verification.saveIdentity(identity);
    expect(afterIdentity).toMatchObject({ personalInfoComplete: true, nextRequiredStep: 'address' });

    const afterAddress = await caller.verification.saveAddress(address);
    expect(afterAddress).toMatchObject({
      addressComplete: true,
      isSellerEligible: true,
      nextRequiredStep: 'none',
    });

    const details = await caller.verification.details();
    expect(details.identity?.cpfMasked).toBe('***.982.247-**');
    expect(details.address).toMatchObject({ cep: '01310100', state: 'SP', complement: null });
  });
});

describe('email verification links', () => {
  it('refuses tampered, expired and stale links', async () => {
    const user = await createUser(t.db);
    const token = createVerificationToken(t.config, user.id, user.email);
    const [data, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ u: user.id, e: user.email, x: Date.now() + 1e9 })).toString('base64url')}.${mac}`;
    expect((await errorOf(callerFor(t).verification.verifyEmail({ token: forged }))).message).toBe(
      'Link de verificação inválido.',
    );
    expect((await errorOf(callerFor(t).verification.verifyEmail({ token: `${data}.xx` }))).code).toBe(
      'BAD_REQUEST',
    );

    const old = createVerificationToken(
      t.config,
      user.id,
      user.email,
      new Date(Date.now() - VERIFY_TTL_MS - 1000),
    );
    expect((await errorOf(callerFor(t).verification.verifyEmail({ token: old }))).message).toMatch(/expirou/);

    await t.db.updateTable('users').set({ email: 'novo@example.com' }).where('id', '=', user.id).execute();
    expect((await errorOf(callerFor(t).verification.verifyEmail({ token }))).message).toMatch(
      /não corresponde/,
    );
    const row = await t.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.email_verified_at).toBeNull();
  });

  it('keeps the generated secret in the data dir with mode 0600', () => {
    const key = appSecret(t.config);
    expect(key.length).toBe(32);
    const file = join(t.dataDir, 'secret.key');
    expect(readFileSync(file, 'utf8').trim()).toBe(key.toString('hex'));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('spaces out resends', async () => {
    const user = await createUser(t.db);
    await callerFor(t, user).verification.sendEmail();
    const err = await errorOf(callerFor(t, user).verification.sendEmail());
    expect(err.code).toBe('TOO_MANY_REQUESTS');
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
    const verified = await createUser(t.db, { verified: true });
    expect(await callerFor(t, verified).verification.sendEmail()).toEqual({ alreadyVerified: true });
  });
});

describe('identity and address validation', () => {
  it('checks CPF digits, adulthood and the date itself', async () => {
    const user = await createUser(t.db);
    const caller = callerFor(t, user);
    expect(
      (await errorOf(caller.verification.saveIdentity({ ...identity, cpf: '529.982.247-24' }))).message,
    ).toBe('CPF inválido: confira os dígitos.');
    expect(
      (await errorOf(caller.verification.saveIdentity({ ...identity, cpf: '111.111.111-11' }))).message,
    ).toBe('CPF inválido: confira os dígitos.');
    expect((await errorOf(caller.verification.saveIdentity({ ...identity, cpf: '1234' }))).message).toBe(
      'O CPF deve ter 11 dígitos.',
    );
    const year = new Date().getFullYear();
    expect(
      (await errorOf(caller.verification.saveIdentity({ ...identity, birthDate: `${year - 10}-01-01` })))
        .message,
    ).toBe('Para vender é preciso ter 18 anos ou mais.');
    expect(
      (await errorOf(caller.verification.saveIdentity({ ...identity, birthDate: '1990-02-30' }))).message,
    ).toBe('Data de nascimento inválida.');
    expect(await t.db.selectFrom('user_identity_info').select('user_id').execute()).toHaveLength(0);
  });

  it('checks the CEP and the UF', async () => {
    const caller = callerFor(t, await createUser(t.db));
    expect((await errorOf(caller.verification.saveAddress({ ...address, cep: '0131-010' }))).message).toBe(
      'CEP deve ter 8 dígitos',
    );
    expect(
      (await errorOf(caller.verification.saveAddress({ ...address, state: 'XX' as unknown as 'SP' })))
        .message,
    ).toBe('Selecione o estado.');
  });

  it('keeps one address per user and edits only the caller’s own', async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await callerFor(t, a).verification.saveAddress(address);
    await callerFor(t, b).verification.saveAddress({ ...address, city: 'Recife', state: 'PE' });
    await callerFor(t, a).verification.saveAddress({ ...address, number: '2000' });
    const rows = await t.db
      .selectFrom('user_addresses')
      .select(['user_id', 'number', 'city'])
      .orderBy('city')
      .execute();
    expect(rows).toEqual([
      { user_id: b.id, number: '1000', city: 'Recife' },
      { user_id: a.id, number: '2000', city: 'São Paulo' },
    ]);
  });
});
