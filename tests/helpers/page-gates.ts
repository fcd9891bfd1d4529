// Where a client test holds the page's requests, answers or live events for a procedure, to stage
// on the real server the orders a slow network can bring (page-server.ts).

/** A point where the page's requests for a procedure wait until the test lets them through. */
export interface Gate {
  /** Resolves once something is waiting here. */
  reached(): Promise<void>;
  /** Lets the first one waiting through. */
  releaseOne(): void;
  /** Lets everything through, now and from now on. */
  release(): void;
}

/** One gate, as the page's fetch and EventSource meet it. */
export interface Waypoint {
  path: string;
  /** Waits until let through; aborted meanwhile, fails as an aborted fetch does. */
  pass(signal?: AbortSignal | null): Promise<void>;
  gate: Gate;
}

function waypoint(path: string, onRelease: () => void): Waypoint {
  let open = false;
  const waiting: Array<() => void> = [];
  let arrived = () => {};
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const pass = (signal?: AbortSignal | null) =>
    new Promise<void>((resolve, reject) => {
      if (open) return resolve();
      const go = () => {
        signal?.removeEventListener('abort', abort);
        resolve();
      };
      const abort = () => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
      };
      if (signal?.aborted) return reject(new DOMException('A requisição foi cancelada.', 'AbortError'));
      signal?.addEventListener('abort', abort, { once: true });
      waiting.push(go);
      arrived();
    });
  const release = () => {
    open = true;
    onRelease();
    for (const go of waiting.splice(0)) go();
  };
  return { path, pass, gate: { reached: () => reached, releaseOne: () => waiting.shift()?.(), release } };
}

/** The gates of one kind (requests, or answers) a page server has up. */
export function gateList() {
  const up: Waypoint[] = [];
  return {
    hold(path: string): Gate {
      const point = waypoint(path, () => up.splice(up.indexOf(point), 1));
      up.push(point);
      return point.gate;
    },
    /** The gate for a request naming `paths`, if one is up. */
    find: (paths: readonly string[]) => up.find((p) => paths.includes(p.path)),
    releaseAll: () => {
      for (const point of [...up]) point.gate.release();
    },
  };
}
