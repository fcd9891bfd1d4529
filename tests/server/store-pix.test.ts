import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PIX_KEY_MESSAGES, type PixKeyType } from '../../shared/pix/pix-key.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createStore, createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

// The store settings' Pix section (docs/product/pix.md#pix-key): the four values saved together,
// the key validated and normalised by its type's rule, and read by nobody but the store's owner.

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const place = { name: 'Ana Souza', city: 'São Paulo' };

const CASES: Record<PixKeyType, { valid: string; normalised: string; invalid: string }> = {
  cpf: { valid: '529.982.247-25', normalised: '52998224725', invalid: '529.982.247-24' },
  cnpj: { valid: '11.222.333/0001-81', normalised: '11222333000181', invalid: '11.222.333/0001-80' },
  email: { valid: ' Ana@Exemplo.com.br ', normalised: 'ana@exemplo.com.br', invalid: 'ana@' },
  celular: { valid: '(11) 98765-4321', normalised: '+5511987654321', invalid: '(11) 8765-4321' },
  aleatoria: {
    valid: '123E4567-E89B-42D3-A456-426614174000',
    normalised: '123e4567-e89b-42d3-a456-426614174000',
    invalid: '123e4567-e89b',
  },
};

async function seller() {
  const user = await createUser(t.db);
  await createStore(t.db, user.id);
  return user;
}

describe('profile.updatePix', () => {
  it.each(Object.entries(CASES))('saves a valid %s key normalised', async (type, c) => {
    const me = await seller();
    const saved = await callerFor(t, me).profile.updatePix({
      type: type as PixKeyType,
      key: c.valid,
      ...place,
    });
    expect(saved?.pix).toEqual({ type, key: c.normalised, ...place });
    expect((await callerFor(t, me).profile.store())?.pix?.key).toBe(c.normalised);
  });

  it.each(Object.entries(CASES))('refuses an invalid %s key under the key field', async (type, c) => {
    const me = await seller();
    const error = await errorOf(
      callerFor(t, me).profile.updatePix({ type: type as PixKeyType, key: c.invalid, ...place }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.fieldErrors.key).toBe(PIX_KEY_MESSAGES[type as PixKeyType]);
    expect((await callerFor(t, me).profile.store())?.pix).toBeNull();
  });

  it('asks for the name and the city', async () => {
    const me = await seller();
    const error = await errorOf(
      callerFor(t, me).profile.updatePix({ type: 'email', key: 'a@b.com', name: ' ', city: '' }),
    );
    expect(error.fieldErrors.name).toBe('Informe o nome do recebedor.');
    expect(error.fieldErrors.city).toBe('Informe a cidade do recebedor.');
  });

  it('saves the key before the store form was ever saved, the store named as its page already read', async () => {
    const me = await createUser(t.db, { name: 'Ana Souza' });
    expect(await callerFor(t, me).profile.store()).toBeNull();
    const saved = await callerFor(t, me).profile.updatePix({ type: 'email', key: 'a@b.com', ...place });
    expect(saved).toMatchObject({ storeName: 'Ana Souza', isActive: true, description: null });
    expect(saved?.pix).toEqual({ type: 'email', key: 'a@b.com', ...place });
  });

  it('removes all four values with removePix', async () => {
    const me = await seller();
    await callerFor(t, me).profile.updatePix({ type: 'email', key: 'a@b.com', ...place });
    const cleared = await callerFor(t, me).profile.removePix();
    expect(cleared?.pix).toBeNull();
    const row = await t.db
      .selectFrom('stores')
      .select(['pix_key_type', 'pix_key', 'pix_name', 'pix_city'])
      .where('user_id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pix_key_type: null, pix_key: null, pix_name: null, pix_city: null });
  });

  it('keeps the store’s other settings when the store form is saved', async () => {
    const me = await seller();
    await callerFor(t, me).profile.updatePix({ type: 'email', key: 'a@b.com', ...place });
    await callerFor(t, me).profile.updateStore({ storeName: 'Sebo novo', isActive: true });
    expect((await callerFor(t, me).profile.store())?.pix?.key).toBe('a@b.com');
  });

  it('lets nobody read or write another user’s key', async () => {
    const ana = await seller();
    const bia = await seller();
    await callerFor(t, ana).profile.updatePix({ type: 'email', key: 'ana@pix.com', ...place });
    expect(JSON.stringify(await callerFor(t, bia).profile.store())).not.toContain('ana@pix.com');
    await callerFor(t, bia).profile.updatePix({ type: 'email', key: 'bia@pix.com', ...place });
    await callerFor(t, bia).profile.removePix();
    expect((await callerFor(t, ana).profile.store())?.pix?.key).toBe('ana@pix.com');
  });
});
