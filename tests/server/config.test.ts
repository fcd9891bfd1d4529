import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('has defaults that run Releia on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_PATH: './data/releia.db',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_DEMO: true,
      SERVE_CLIENT: true,
      TRPC_MAX_BATCH: 20,
      MAX_BODY_BYTES: 1_000_000,
    });
  });

  it('reads and coerces the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_PATH: '/var/lib/releia/db.sqlite',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://releia.example.com',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATA_DIR).toBe('/var/lib/releia');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PUBLIC_URL).toBe('https://releia.example.com');
  });

  it('serves the client from dist/client unless CLIENT_DIR says otherwise, as an absolute path', () => {
    expect(loadConfig({}).CLIENT_DIR).toBe(join(process.cwd(), 'dist', 'client'));
    expect(loadConfig({ CLIENT_DIR: 'outra/pasta' }).CLIENT_DIR).toBe(join(process.cwd(), 'outra', 'pasta'));
    expect(loadConfig({ CLIENT_DIR: '/srv/releia/cliente' }).CLIENT_DIR).toBe('/srv/releia/cliente');
  });

  it('runs the API alone with SERVE_CLIENT=false', () => {
    expect(loadConfig({ SERVE_CLIENT: 'false' }).SERVE_CLIENT).toBe(false);
    expect(() => loadConfig({ SERVE_CLIENT: 'no' })).toThrow('SERVE_CLIENT');
  });

  it('keeps an explicit DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/fotos' }).DATA_DIR).toBe('/srv/fotos');
  });

  it.each([
    ['abc', 'PORT'],
    ['70000', 'PORT'],
    ['-1', 'PORT'],
    ['80.5', 'PORT'],
  ])('refuses PORT=%s with a readable message naming the variable', (value, name) => {
    expect(() => loadConfig({ PORT: value })).toThrow(/^Configuração inválida:\n {2}PORT: .+/);
    expect(() => loadConfig({ PORT: value })).toThrow(name);
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', PUBLIC_URL: 'não é url', SEED_DEMO: 'sim', NODE_ENV: 'staging' });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    for (const name of ['PORT', 'PUBLIC_URL', 'SEED_DEMO', 'NODE_ENV'])
      expect(message).toContain(`  ${name}: `);
  });

  it('stays on SQLite unless DATABASE_URL names a PostgreSQL server, with a pool of 10 by default', () => {
    const embedded = loadConfig({});
    expect([embedded.DATABASE_URL, embedded.DATABASE_POOL_SIZE]).toEqual([undefined, 10]);
    const url = 'postgresql://releia:segredo@db.example.com:5432/releia';
    expect(loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' })).toMatchObject({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: 25,
    });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.example.com/releia' })).toThrow('DATABASE_URL');
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
  });

  it('serves from one process unless PROCESSES asks for more, auto being one per core', () => {
    expect(loadConfig({}).PROCESSES).toBe(1);
    expect(loadConfig({ PROCESSES: '3' }).PROCESSES).toBe(3);
    expect(loadConfig({ PROCESSES: 'auto' }).PROCESSES).toBe(availableParallelism());
    for (const bad of ['0', '100', 'dois', '-1', '1.5'])
      expect(() => loadConfig({ PROCESSES: bad })).toThrow('PROCESSES deve ser auto ou um número de 1 a 99.');
  });

  it('refuses limits that would disable the server-side protections', () => {
    expect(() => loadConfig({ TRPC_MAX_BATCH: '0' })).toThrow('TRPC_MAX_BATCH');
    expect(() => loadConfig({ MAX_BODY_BYTES: '10' })).toThrow('MAX_BODY_BYTES');
  });
});
