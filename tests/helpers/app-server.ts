import superjson from 'superjson';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { type TestDb, testConfig } from './db.ts';
import { devVite, listen } from './http-server.ts';

export interface AppServer {
  base: string;
  config: Config;
  /** A same-origin tRPC mutation over HTTP, as the browser sends it. */
  mutate(path: string, input: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The whole app on a real HTTP server on 127.0.0.1, over the test database, with config overrides. */
export async function startAppServer(
  t: TestDb,
  overrides: Partial<Record<keyof Config, string>> = {},
): Promise<AppServer> {
  const config = testConfig({ DATABASE_PATH: t.config.DATABASE_PATH, DATA_DIR: t.dataDir, ...overrides });
  const { base, close } = await listen(createApp({ db: t.db, config, vite: devVite }));
  return {
    base,
    config,
    mutate: (path, input, headers = {}) =>
      fetch(`${base}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...headers },
        body: JSON.stringify(superjson.serialize(input)),
      }),
    close,
  };
}
