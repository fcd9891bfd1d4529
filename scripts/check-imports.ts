// npm test's `imports` step: imports point downward only, and no two modules import each other's
// values. The layers, top to bottom:
//   client -> shared            (and `import type` of AppRouter from server/app-router.ts)
//   server -> db -> shared
//   tests, scripts -> anything  (tests are walked as importers; nothing may import them)
// Inside server/, each folder is one feature (or one piece of plumbing): a file in server/a/ may
// import from server/b/ only through server/b/index.ts, which lists what b lends to others.
// No cycles: a cycle of value imports runs one module against the other's half-initialised
// exports, and even an `import type` cycle means two owners lean on each other; only a dynamic
// `await import()` is left out, since it runs after both modules have loaded.
// Nor cycles between server folders: the features depend one way (docs/architecture.md's arrows).
// usage: tsx scripts/check-imports.ts [root]   (exit status 1 and one line per offending edge)
//        tsx scripts/check-imports.ts --folders  (prints the server folders' arrows)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const WALKED = ['client', 'server', 'db', 'shared', 'tests'] as const;

/** Which top-level folders each layer may import from (its own included); tests may import anything. */
const MAY_IMPORT: Readonly<Record<string, ReadonlySet<string>>> = {
  client: new Set(['client', 'shared']),
  shared: new Set(['shared']),
  db: new Set(['db', 'shared']),
  server: new Set(['server', 'db', 'shared']),
};

/** The one server module the client may name, and only for its types. */
const CLIENT_MAY_TYPE_IMPORT = 'server/app-router.ts';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.tmp', 'test-results', 'playwright-report']);

export interface ImportEdge {
  /** Paths relative to the root, with '/' separators. */
  from: string;
  to: string;
  /** `import type`, `export type` or a type position `import('x')`: gone after compilation. */
  typeOnly: boolean;
  /** `await import('x')`: runs later, so it cannot take part in an initialisation cycle. */
  dynamic: boolean;
}

export interface ImportProblems {
  files: number;
  edges: number;
  upward: ImportEdge[];
  /** Imports from one server folder into another's files instead of its index.ts. */
  bypassing: ImportEdge[];
  /** Each cycle as a closed path: [a, b, a]. */
  cycles: string[][];
  /** Cycles between server folders (a feature leaning on one that leans back on it), as paths. */
  folderCycles: string[][];
  /** Server files that import @trpc/server outside the ladder. */
  trpcOutside: string[];
}

function listSources(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (!SKIP_DIRS.has(name)) walk(path);
      } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) {
        out.push(relative(root, path).split('\\').join('/'));
      }
    }
  };
  for (const top of WALKED) if (existsSync(join(root, top))) walk(join(root, top));
  return out;
}

/** The file a relative specifier names, as a root-relative path; bare package names give null. */
function resolveSpecifier(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const bare = specifier.replace(/[?#].*$/, '');
  const target = relative(root, resolve(root, dirname(from), bare))
    .split('\\')
    .join('/');
  if (/\.(js|mjs)$/.test(target) && !existsSync(join(root, target))) return target.replace(/\.m?js$/, '.ts');
  if (existsSync(join(root, target)) && !statSync(join(root, target)).isDirectory()) return target;
  for (const ext of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(join(root, target + ext))) return target + ext;
  }
  return target;
}

/** Every relative import, re-export and dynamic import in one file. */
export function importsOf(
  file: string,
  text: string,
): Array<{ specifier: string; typeOnly: boolean; dynamic: boolean }> {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: Array<{ specifier: string; typeOnly: boolean; dynamic: boolean }> = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) {
        const typeOnly = ts.isImportDeclaration(node)
          ? (node.importClause?.isTypeOnly ?? false)
          : node.isTypeOnly;
        found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false });
      }
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        found.push({ specifier: arg.literal.text, typeOnly: true, dynamic: false });
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg))
        found.push({ specifier: arg.text, typeOnly: false, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function readImportGraph(root: string): {
  files: string[];
  edges: ImportEdge[];
  /** Imports of packages (bare specifiers), with the file that makes each. */
  packages: Array<{ from: string; specifier: string }>;
} {
  const files = listSources(root);
  const edges: ImportEdge[] = [];
  const packages: Array<{ from: string; specifier: string }> = [];
  for (const from of files) {
    for (const found of importsOf(from, readFileSync(join(root, from), 'utf8'))) {
      const to = resolveSpecifier(root, from, found.specifier);
      if (to !== null) edges.push({ from, to, typeOnly: found.typeOnly, dynamic: found.dynamic });
      else packages.push({ from, specifier: found.specifier });
    }
  }
  return { files, edges, packages };
}

/**
 * The server files that may speak tRPC itself: the ladder, the one translation of RuleError and
 * the HTTP app (decision 040). Rules refuse with RuleError and routers build on the ladder.
 */
const TRPC_SPEAKERS = new Set(['server/trpc.ts', 'server/errors.ts', 'server/app.ts']);

/** Server files importing @trpc/server that are not among TRPC_SPEAKERS. */
export function trpcOutsideLadder(packages: Array<{ from: string; specifier: string }>): string[] {
  const files = packages
    .filter((p) => p.from.startsWith('server/') && p.specifier.startsWith('@trpc/server'))
    .map((p) => p.from)
    .filter((from) => !TRPC_SPEAKERS.has(from));
  return [...new Set(files)].sort();
}

function layerOf(path: string): string {
  return path.split('/')[0] ?? '';
}

export function isUpward(edge: ImportEdge): boolean {
  const from = layerOf(edge.from);
  const allowed = MAY_IMPORT[from];
  if (!allowed) return false;
  if (allowed.has(layerOf(edge.to))) return false;
  return !(from === 'client' && edge.typeOnly && edge.to === CLIENT_MAY_TYPE_IMPORT);
}

/** server/<folder>/..., or null for the server's top-level files and everything outside server/. */
function serverFolderOf(path: string): string | null {
  const parts = path.split('/');
  return parts[0] === 'server' && parts.length > 2 ? (parts[1] ?? null) : null;
}

/** An import from one server folder into another that goes around the other's index.ts. */
export function bypassesIndex(edge: ImportEdge): boolean {
  const from = serverFolderOf(edge.from);
  const to = serverFolderOf(edge.to);
  return from !== null && to !== null && from !== to && edge.to !== `server/${to}/index.ts`;
}

/**
 * Which server folders each folder imports from ('server/a/' -> 'server/b/'): the arrows of
 * docs/architecture.md's map. The server's top-level files (the app, the ladder, the config) sit
 * beside the folders and are left out.
 */
export function folderEdges(edges: ImportEdge[]): ImportEdge[] {
  const seen = new Map<string, ImportEdge>();
  for (const e of edges) {
    const from = serverFolderOf(e.from);
    const to = serverFolderOf(e.to);
    if (from === null || to === null || from === to || e.dynamic) continue;
    const key = `server/${from}/ server/${to}/`;
    if (!seen.has(key))
      seen.set(key, { from: `server/${from}/`, to: `server/${to}/`, typeOnly: false, dynamic: false });
  }
  return [...seen.values()].sort((a, b) => (a.from + a.to < b.from + b.to ? -1 : 1));
}

/** Strongly connected components of more than one file (Tarjan), each as one closed path. */
export function findCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.dynamic) continue;
    next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const strong = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
      onStack.delete(w);
      component.push(w);
    }
    if (component.length > 1) components.push(component);
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) strong(v);
  return components.map((c) => closedPath(c, next));
}

/** One concrete loop through a component, shortest first, so the report names real edges. */
function closedPath(component: string[], next: Map<string, string[]>): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] ?? '';
    for (const w of next.get(v) ?? []) {
      if (w === start) return [...pathTo(v, cameFrom, start), start];
      if (members.has(w) && !cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

function pathTo(v: string, cameFrom: Map<string, string>, start: string): string[] {
  const path = [v];
  for (let at = v; at !== start; ) {
    at = cameFrom.get(at) ?? start;
    path.unshift(at);
  }
  return path;
}

export function checkImports(root: string): ImportProblems {
  const { files, edges, packages } = readImportGraph(root);
  return {
    files: files.length,
    edges: edges.length,
    upward: edges.filter(isUpward),
    bypassing: edges.filter(bypassesIndex),
    cycles: findCycles(edges),
    folderCycles: findCycles(folderEdges(edges)),
    trpcOutside: trpcOutsideLadder(packages),
  };
}

/** One line per offending edge (a cycle's line lists each of its edges in order). */
export function describeProblems(problems: ImportProblems): string[] {
  return [
    ...problems.upward.map(
      (e) =>
        `import para cima: ${e.from} -> ${e.to}${e.typeOnly ? ' (tipo)' : ''}` +
        ` (${layerOf(e.from)}/ só pode importar de ${[...(MAY_IMPORT[layerOf(e.from)] ?? [])].map((l) => `${l}/`).join(', ')})`,
    ),
    ...problems.bypassing.map(
      (e) => `import por fora do index: ${e.from} -> ${e.to} (use server/${serverFolderOf(e.to)}/index.ts)`,
    ),
    ...problems.cycles.map((cycle) => `ciclo de imports: ${cycle.join(' -> ')}`),
    ...problems.folderCycles.map((cycle) => `ciclo entre pastas: ${cycle.join(' -> ')}`),
    ...problems.trpcOutside.map(
      (file) => `tRPC fora da escada: ${file} importa @trpc/server (recuse com RuleError, server/errors.ts)`,
    ),
  ];
}

/** `--folders`: the server folders' arrows, one line per folder, for docs/architecture.md. */
function printFolders(root: string): void {
  const arrows = new Map<string, string[]>();
  for (const e of folderEdges(readImportGraph(root).edges)) {
    arrows.set(e.from, [...(arrows.get(e.from) ?? []), e.to.slice('server/'.length, -1)]);
  }
  for (const [from, to] of arrows) console.info(`${from.padEnd(22)} -> ${to.join(', ')}`);
}

function main(): void {
  const args = process.argv.slice(2);
  const root = resolve(args.find((a) => !a.startsWith('--')) ?? '.');
  if (args.includes('--folders')) {
    printFolders(root);
    return;
  }
  const problems = checkImports(root);
  const lines = describeProblems(problems);
  for (const line of lines) console.error(line);
  if (lines.length > 0) {
    console.error(
      `${problems.upward.length} import(s) para cima, ${problems.bypassing.length} por fora do index, ` +
        `${problems.cycles.length + problems.folderCycles.length} ciclo(s), ` +
        `${problems.trpcOutside.length} arquivo(s) com tRPC fora da escada`,
    );
    process.exitCode = 1;
    return;
  }
  console.info(
    `${problems.files} arquivos, ${problems.edges} imports: todos para baixo, pelos index, nenhum ciclo (nem entre pastas)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
