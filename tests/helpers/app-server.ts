import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import superjson from 'superjson';
import type { ViteDevServer } from 'vite';
import { createApp } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { type TestDb, testConfig } from './db.ts';

/** Stands in for Vite so the app serves no client build (the API alone). */
const devVite = {
  middlewares: (_req: unknown, _res: unknown, next: () => void) => next(),
  transformIndexHtml: async (_url: string, html: string) => html,
} as unknown as ViteDevServer;

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
  const server = createServer(createApp({ db: t.db, config, vite: devVite }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    config,
    mutate: (path, input, headers = {}) =>
      fetch(`${base}/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...headers },
        body: JSON.stringify(superjson.serialize(input)),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
