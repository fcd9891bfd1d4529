import type { IncomingMessage, ServerResponse } from 'node:http';

export type Next = (err?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Runs connect-style middlewares in order; the last `next` reaches `done`. */
export function compose(
  middlewares: Middleware[],
  done: (req: IncomingMessage, res: ServerResponse, err?: unknown) => void,
) {
  return (req: IncomingMessage, res: ServerResponse) => {
    let index = 0;
    const next: Next = (err) => {
      const mw = middlewares[index++];
      if (err !== undefined || !mw) return done(req, res, err);
      try {
        mw(req, res, next);
      } catch (error) {
        done(req, res, error);
      }
    };
    next();
  };
}

export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(payload);
}
