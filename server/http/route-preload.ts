import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Each page's code is split out of the entry (TanStack Router's autoCodeSplitting), and the
// browser would only learn which chunks a page needs after the entry has downloaded and run: a
// second round trip, and for a book page some twenty chunks queued six at a time. The server
// knows the URL, so it names the page's chunks in the HTML and they download with the entry.
// Everything here is read from the build's manifest: a new route needs nothing added.

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest key of a route's page component, as the router plugin names it. */
const COMPONENT_SPLIT = '?tsr-split=component';
const ROUTES_DIR = 'routes/';

interface RouteChunks {
  /** The route file's name split into parts: 'routes/_authed/chats.$id.tsx' → _authed, chats, $id. */
  parts: string[];
  /** Its URL segments: the parts without pathless layouts ('_…') and 'index'. */
  segments: string[];
  isIndex: boolean;
  files: string[];
}

export type RoutePreloads = (pathname: string) => string[];

/** The chunks of a build's routes; null when the build has no manifest (dev, or an API-only server). */
export function loadRoutePreloads(clientDir: string): RoutePreloads | null {
  const path = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  return routePreloads(JSON.parse(readFileSync(path, 'utf8')) as Manifest);
}

export function routePreloads(manifest: Manifest): RoutePreloads {
  /** A chunk and the chunks it imports, without the entry (already in the page). */
  const filesOf = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, out);
  };

  const routes: RouteChunks[] = Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES_DIR) && key.endsWith(COMPONENT_SPLIT))
    .map((key) => {
      const name = key.slice(ROUTES_DIR.length, -COMPONENT_SPLIT.length).replace(/\.tsx?$/, '');
      const parts = name.split(/[/.]/);
      const files = new Set<string>();
      filesOf(key, files);
      return {
        parts,
        segments: parts.filter((p) => !p.startsWith('_') && p !== 'index'),
        isIndex: parts.at(-1) === 'index',
        files: [...files],
      };
    });

  const cache = new Map<string, string[]>();
  return (pathname) => {
    const segments = pathname.split('/').filter(Boolean);
    const key = segments.map((s) => (s.length > 60 ? '$' : s)).join('/');
    const known = cache.get(key);
    if (known) return known;
    const found = chunksFor(routes, segments);
    // Paths with long parameters (book slugs) share one entry per shape; the map stays small.
    if (cache.size < 500) cache.set(key, found);
    return found;
  };
}

function matchScore(route: RouteChunks, segments: string[]): number | null {
  if (route.segments.length !== segments.length) return null;
  let score = 0;
  for (const [i, part] of route.segments.entries()) {
    if (part.startsWith('$')) continue;
    if (part !== segments[i]) return null;
    score++;
  }
  return score;
}

function chunksFor(routes: RouteChunks[], segments: string[]): string[] {
  let best: RouteChunks[] = [];
  let bestScore = -1;
  for (const route of routes) {
    // A pathless layout ('_authed') wraps pages; it is never the page itself.
    if (route.parts.at(-1)?.startsWith('_')) continue;
    const score = matchScore(route, segments);
    if (score === null) continue;
    // A layout that also matches the URL exactly ('chats' over 'chats/index') is kept with it.
    if (score > bestScore) {
      best = [route];
      bestScore = score;
    } else if (score === bestScore) best.push(route);
  }
  const files = new Set<string>();
  for (const page of best) {
    for (const file of page.files) files.add(file);
    // The page's layouts: route files whose parts begin the page's ('_authed' for '_authed/chats.$id').
    for (const route of routes) {
      const isLayout =
        route.parts.length < page.parts.length &&
        !route.isIndex &&
        route.parts.every((part, i) => page.parts[i] === part);
      if (isLayout) for (const file of route.files) files.add(file);
    }
  }
  return [...files];
}

/** `<link rel="modulepreload">` tags for the head. */
export function preloadTags(files: string[]): string {
  return files.map((file) => `<link rel="modulepreload" href="/${file}" />`).join('\n    ');
}
