// Where a V8 CPU profile's time goes, by layer of Releia's stack. Each sample is charged to the
// innermost frame of its stack that belongs to a known layer (a sample inside a native call,
// JSON.stringify or a regexp counts for the layer that made the call), and "inclusive" counts a
// sample once for every layer anywhere on its stack.

import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Layers in the order they are tested: the first match names a frame. */
const LAYERS: [string, RegExp][] = [
  ['tRPC', /node_modules\/@trpc\//],
  ['superjson', /node_modules\/(superjson|copy-anything|is-what)\//],
  ['zod (validação)', /node_modules\/zod\//],
  // Kysely's SQLite driver is a thin wrapper around better-sqlite3's native statement methods
  // (all, run); V8 charges the native time to the wrapper, so the driver's frames are SQLite.
  [
    'SQLite (better-sqlite3)',
    /kysely\/dist\/esm\/dialect\/sqlite\/sqlite-driver|node_modules\/better-sqlite3\//,
  ],
  ['Kysely (montar e compilar SQL)', /node_modules\/kysely\//],
  ['compressão (compression, zlib)', /node_modules\/compression\/|node:zlib|internal\/streams\/.*zlib/],
  [
    'sirv, negotiator e afins',
    /node_modules\/(sirv|negotiator|accepts|vary|bytes|on-headers|compressible|mime-db|safe-buffer)\//,
  ],
  ['Releia: sessões e cross-site', /\/server\/auth\//],
  ['Releia: busca', /\/server\/search\//],
  ['Releia: repositórios', /\/server\/repositories\//],
  ['Releia: contexto, middlewares, rotas', /\/server\//],
  ['Releia: shared/', /\/shared\//],
  [
    'Fetch API do Node (Request/Response)',
    /node:internal\/deps\/undici|internal\/webstreams|internal\/deps\/undici/,
  ],
  ['Node HTTP e rede', /node:_http|node:http|node:net|internal\/http|_http_|node:stream|internal\/streams/],
];

function layerOf(url: string): string | null {
  for (const [name, re] of LAYERS) if (re.test(url)) return name;
  return null;
}

const SPECIAL = new Map([
  ['(garbage collector)', 'coleta de lixo (GC)'],
  ['(idle)', 'ocioso'],
  ['(program)', 'V8/nativo sem pilha JS'],
]);

export interface ProfileRow {
  layer: string;
  /** Share of the non-idle samples charged to the layer. */
  self: number;
  /** Share of the non-idle samples with the layer anywhere on the stack. */
  inclusive: number;
}

/**
 * The layers of `file` (a .cpuprofile), counting only the samples between `fromMs` and `toMs`
 * after the profile started (the load window, without start-up).
 */
export function profileByLayer(file: string, fromMs = 0, toMs = Number.POSITIVE_INFINITY) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfCache = new Map<number, string>();
  const inclusiveCache = new Map<number, Set<string>>();
  const chargeOf = (id: number): string => {
    const cached = selfCache.get(id);
    if (cached) return cached;
    const node = byId.get(id);
    const special = node ? SPECIAL.get(node.callFrame.functionName) : undefined;
    let layer = special ?? null;
    for (let at: number | undefined = id; !layer && at !== undefined; at = parent.get(at)) {
      layer = layerOf(byId.get(at)?.callFrame.url ?? '');
    }
    const result = layer ?? 'outros (Node, V8, tsx)';
    selfCache.set(id, result);
    return result;
  };
  const layersOn = (id: number): Set<string> => {
    const cached = inclusiveCache.get(id);
    if (cached) return cached;
    const up = parent.get(id);
    const set = new Set(up === undefined ? [] : layersOn(up));
    const layer = layerOf(byId.get(id)?.callFrame.url ?? '');
    if (layer) set.add(layer);
    inclusiveCache.set(id, set);
    return set;
  };

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let t = 0;
  profile.samples.forEach((id, i) => {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    if (t < fromMs || t > toMs) return;
    const layer = chargeOf(id);
    if (layer === 'ocioso') {
      idle++;
      return;
    }
    busy++;
    self.set(layer, (self.get(layer) ?? 0) + 1);
    for (const l of layersOn(id)) inclusive.set(l, (inclusive.get(l) ?? 0) + 1);
  });
  const rows: ProfileRow[] = [...new Set([...self.keys(), ...inclusive.keys()])]
    .map((layer) => ({
      layer,
      self: (self.get(layer) ?? 0) / Math.max(1, busy),
      inclusive: (inclusive.get(layer) ?? 0) / Math.max(1, busy),
    }))
    .sort((a, b) => b.self - a.self);
  return { rows, busySamples: busy, idleShare: idle / Math.max(1, busy + idle) };
}
