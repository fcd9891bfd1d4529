import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storePhoto } from '../../server/photos/upload.ts';
import { callerFor, createTestDb, type TestDb } from '../helpers/db.ts';
import { createUser } from '../helpers/factories.ts';
import { errorOf } from '../helpers/trpc.ts';

let t: TestDb;
beforeEach(async () => {
  t = await createTestDb();
});
afterEach(() => t.close());

const base = {
  firstName: 'Ana',
  lastName: 'Souza',
  username: 'ana-souza',
  avatarType: 'initials' as const,
  gender: null,
  bio: 'Leio de tudo.',
  location: 'Recife - PE',
};

describe('profile.update', () => {
  it('updates only the caller’s own profile', async () => {
    const ana = await createUser(t.db);
    const bia = await createUser(t.db, { name: 'Bia' });
    const updated = await callerFor(t, ana).profile.update({
      ...base,
      avatarType: 'illustration',
      selectedAvatar: 'coruja',
      gender: 'feminino',
    });
    expect(updated).toMatchObject({
      name: 'Ana Souza',
      username: 'ana-souza',
      avatarUrl: '/avatars/coruja.svg',
      gender: 'feminino',
    });
    const other = await callerFor(t, bia).profile.get();
    expect(other?.name).toBe('Bia');
    expect((await callerFor(t, ana).accounts.me())?.avatarUrl).toBe('/avatars/coruja.svg');
  });

  it('refuses a taken username beside the field, and unknown photos', async () => {
    await createUser(t.db, { username: 'ana-souza' });
    const me = await createUser(t.db);
    const taken = await errorOf(callerFor(t, me).profile.update(base));
    expect(taken.code).toBe('CONFLICT');
    expect(taken.fieldErrors.username).toMatch(/já está em uso/);
    const photo = await errorOf(
      callerFor(t, me).profile.update({
        ...base,
        username: 'outra',
        avatarType: 'photo',
        photoUrl: `/images/avatars/${'a'.repeat(64)}.webp`,
      }),
    );
    expect(photo.fieldErrors.photoUrl).toMatch(/não foi encontrada/);
    const noPhoto = await errorOf(
      callerFor(t, me).profile.update({ ...base, username: 'outra', avatarType: 'photo' }),
    );
    expect(noPhoto.fieldErrors.photoUrl).toBe('Envie uma foto para usá-la como avatar.');
    const foreign = await errorOf(
      callerFor(t, me).profile.update({
        ...base,
        username: 'outra',
        avatarType: 'photo',
        photoUrl: 'https://evil.example/x.png',
      }),
    );
    expect(foreign.code).toBe('BAD_REQUEST');
  });

  it('accepts a photo this server stored', async () => {
    const me = await createUser(t.db);
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const url = await storePhoto(t.dataDir, 'avatars', jpeg);
    const updated = await callerFor(t, me).profile.update({ ...base, avatarType: 'photo', photoUrl: url });
    expect(updated?.avatarUrl).toBe(url);
  });
});

describe('profile store', () => {
  it('creates then edits the caller’s store', async () => {
    const me = await createUser(t.db);
    expect(await callerFor(t, me).profile.store()).toBeNull();
    await callerFor(t, me).profile.updateStore({
      storeName: 'Sebo da Ana',
      description: ' ',
      bio: null,
      location: 'Recife',
      isActive: true,
    });
    const saved = await callerFor(t, me).profile.updateStore({
      storeName: 'Sebo da Ana',
      description: 'Clássicos',
      bio: null,
      location: 'Recife',
      isActive: false,
    });
    expect(saved).toEqual({
      storeName: 'Sebo da Ana',
      description: 'Clássicos',
      location: 'Recife',
      photoUrl: null,
      bio: null,
      isActive: false,
      pix: null,
    });
    const missing = await errorOf(callerFor(t, me).profile.updateStore({ storeName: '  ', isActive: true }));
    expect(missing.message).toBe('Informe o nome da livraria.');
  });
});
