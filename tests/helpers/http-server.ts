import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ViteDevServer } from 'vite';

/**
 * Stands in for Vite's dev middleware, so HTTP tests need no client build: it passes every
 * request on, and the app's SPA fallback serves client/index.html as in `npm run dev`.
 */
export const devVite = {
  middlewares: (_req: unknown, _res: unknown, next: () => void) => next(),
  transformIndexHtml: async (_url: string, html: string) => html,
} as unknown as ViteDevServer;

export interface Listening {
  base: string;
  /** The Node server, for listeners main.ts adds to it (clientError). */
  server: Server;
  close: () => Promise<void>;
}

/** Serves `app` on an ephemeral loopback port until `close`. */
export async function listen(app: RequestListener): Promise<Listening> {
  const server: Server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
