import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

// Runs after the production build (npm test). Two jobs:
// 1. The client may import only types from the server. A value import would drag the server's
//    modules (SQLite driver, Kysely, argon2, migrations...) into the browser bundle; the strings
//    below are what such a leak leaves behind in minified output.
// 2. Print the gzip size of what the home page loads before it is interactive, against the
//    150 KB budget: the entry script, its static imports and the CSS, and the home route's own
//    chunks, which the router loads right after (TanStack's code splitting puts each route's
//    component in a chunk of its own; Vite's manifest names them).

export const BUDGET_KB = 150;

/** Strings that only server code contains, with why each one means a leak. */
export const SERVER_ONLY: { pattern: RegExp; why: string }[] = [
  { pattern: /better[-_]sqlite3/, why: 'driver SQLite (better-sqlite3)' },
  { pattern: /\bkysely\b|SqliteDialect|\.createTable\(/i, why: 'Kysely / migrações' },
  { pattern: /argon2/i, why: 'hash de senha (argon2)' },
  { pattern: /["'`]sharp["'`]/, why: 'sharp (imagens no servidor)' },
  { pattern: /["'`]node:[a-z_/]+["'`]/, why: 'módulo embutido do Node (node:*)' },
  { pattern: /__vite-browser-external/, why: 'módulo do Node substituído por um stub do Vite' },
  { pattern: /createHTTPHandler|adapters\/standalone/, why: 'adaptador HTTP do tRPC' },
  { pattern: /createCallerFactory|mergeRouters/, why: 'construção de routers tRPC (só existe no servidor)' },
  {
    pattern:
      /\b(create|alter|drop) table\b|\.pragma\(|\bpragma\s+(journal_mode|foreign_keys|synchronous|busy_timeout)/i,
    why: 'SQL das migrações',
  },
  {
    pattern: /password_hash|DATABASE_PATH|releia_session/,
    why: 'código de repositório/configuração do servidor',
  },
];

export interface Leak {
  file: string;
  why: string;
  excerpt: string;
}

/** Every server-only string found in one built file. */
export function findServerCode(file: string, text: string): Leak[] {
  const leaks: Leak[] = [];
  for (const { pattern, why } of SERVER_ONLY) {
    const match = pattern.exec(text);
    if (match) {
      const at = match.index;
      const excerpt = text.slice(Math.max(0, at - 40), at + match[0].length + 40).replace(/\s+/g, ' ');
      leaks.push({ file, why, excerpt });
    }
  }
  return leaks;
}

/** Asset paths (relative to the dist root, without leading slash) that index.html loads up front. */
export function initialAssets(indexHtml: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src || /^[a-z]+:/i.test(src) || src.startsWith('//')) continue;
    const path = src.replace(/^\//, '').split('?')[0] ?? '';
    if (tag.startsWith('<script') && /type="module"/.test(tag)) scripts.add(path);
    else if (/rel="modulepreload"/.test(tag)) scripts.add(path);
    else if (/rel="stylesheet"/.test(tag) || (/rel="preload"/.test(tag) && /as="style"/.test(tag)))
      styles.add(path);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Relative specifiers a minified ES module imports statically (not `import()`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/\b(?:from|import)\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)) {
    if (m[1]) found.add(m[1]);
  }
  return [...found];
}

/** The entry scripts plus everything they statically import, transitively. */
export function initialScriptClosure(dist: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift();
    if (path === undefined || seen.has(path)) continue;
    seen.add(path);
    const file = join(dist, path);
    if (!existsSync(file)) continue;
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(posix.normalize(posix.join(posix.dirname(path), spec)));
    }
  }
  return [...seen];
}

/** Vite's build manifest (build.manifest): one entry per chunk, with the chunks it imports statically. */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** The home page's route component, as Vite's manifest names it. */
export const HOME_ROUTE_CHUNK = 'routes/index.tsx?tsr-split=component';

/** The files of a manifest chunk and of everything it imports statically, transitively. */
export function manifestClosure(manifest: ViteManifest, key: string): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = [key];
  while (queue.length > 0) {
    const next = queue.shift();
    const chunk = next === undefined ? undefined : manifest[next];
    if (next === undefined || seen.has(next) || !chunk) continue;
    seen.add(next);
    files.add(chunk.file);
    queue.push(...(chunk.imports ?? []));
  }
  return [...files];
}

function listJs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(m?js)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(): number {
  const dist = join(process.cwd(), 'dist', 'client');
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) {
    console.error('dist/client/index.html não existe: rode `npm run build` antes.');
    return 1;
  }

  const jsFiles = listJs(dist);
  const leaks = jsFiles.flatMap((file) =>
    findServerCode(file.slice(dist.length + 1), readFileSync(file, 'utf8')),
  );
  if (leaks.length > 0) {
    console.error(
      'Código do servidor encontrado no bundle do cliente (o cliente só pode usar `import type`):',
    );
    for (const leak of leaks) console.error(`  ${leak.file}: ${leak.why}\n      …${leak.excerpt}…`);
    return 1;
  }
  console.info(`Nenhum código do servidor nos ${jsFiles.length} arquivos JS do cliente.`);

  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error('dist/client/.vite/manifest.json não existe: o build precisa de build.manifest.');
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest;
  if (!manifest[HOME_ROUTE_CHUNK]) {
    console.error(`O manifesto do Vite não tem a rota da página inicial (${HOME_ROUTE_CHUNK}).`);
    return 1;
  }
  const { scripts, styles } = initialAssets(readFileSync(indexPath, 'utf8'));
  const entry = initialScriptClosure(dist, scripts);
  const homeRoute = manifestClosure(manifest, HOME_ROUTE_CHUNK).filter((file) => !entry.includes(file));
  const initial = [...entry, ...homeRoute, ...styles];
  let total = 0;
  let totalJs = 0;
  console.info('Carregado pela página inicial antes de ficar interativa (gzip):');
  console.info(
    `  entrada (index.html): ${entry.length} arquivos JS; rota da página inicial: ${homeRoute.length}`,
  );
  for (const path of initial) {
    const file = join(dist, path);
    if (!existsSync(file)) {
      console.error(`  ${path}: referenciado em index.html mas ausente`);
      return 1;
    }
    const size = gzipSync(readFileSync(file)).length;
    total += size;
    if (!path.endsWith('.css')) totalJs += size;
    console.info(`  ${path.padEnd(44)} ${kb(size).padStart(10)}`);
  }
  console.info(`  ${'JS'.padEnd(44)} ${kb(totalJs).padStart(10)}  (orçamento ${BUDGET_KB} KB)`);
  console.info(`  ${'JS + CSS'.padEnd(44)} ${kb(total).padStart(10)}`);
  if (totalJs > BUDGET_KB * 1024) {
    const message = `O JS inicial (${kb(totalJs)} gzip) passa do orçamento de ${BUDGET_KB} KB.`;
    if (process.argv.includes('--enforce-budget')) {
      console.error(message);
      return 1;
    }
    console.warn(`Aviso: ${message}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main();
}
