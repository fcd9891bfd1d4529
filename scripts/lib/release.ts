// The release tarball: the server and its command-line scripts compiled to JavaScript by esbuild,
// the built client, and only the packages the compiled code imports, installed from the lock
// file. Extracted anywhere with Node 20, `node server/main.js` (or ./start.sh) migrates and
// serves: no npm, tsx, Vite or TypeScript source (docs/deploy.md).

import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { CLIENT_DIST, ensureClientBuild } from '../../server/http/client-build.ts';
import { REPO_ROOT, type ServerChild, startServer } from './server.ts';

/** Entry points, compiled each into one file at the same path with .js. */
const ENTRIES = [
  'server/main.ts',
  'server/doctor.ts',
  'scripts/migrate.ts',
  'scripts/backup.ts',
  'scripts/restore.ts',
  'scripts/make-admin.ts',
  'scripts/outbox.ts',
];

/**
 * Imported by the server only to build a missing client or to run `npm run dev`; a release
 * carries its build and runs in production, so neither is ever loaded.
 */
const BUILD_ONLY = new Set(['vite']);

/** Native addons installed here, copied as they are rather than compiled again. */
const NATIVE_BUILDS = ['better-sqlite3/build/Release/better_sqlite3.node'];

const START_SCRIPT = `#!/bin/sh
# Starts Releia from this folder: migrations run, then it serves on PORT (see docs/deploy.md).
cd "$(dirname "$0")" || exit 1
exec node server/main.js "$@"
`;

interface PackageJson {
  name: string;
  version: string;
  engines?: Record<string, string>;
  dependencies: Record<string, string>;
}

export interface ReleaseResult {
  tarball: string;
  version: string;
  bytes: number;
  packages: string[];
}

export async function buildRelease(log: (msg: string) => void = () => {}): Promise<ReleaseResult> {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as PackageJson;
  const name = `releia-${pkg.version}`;
  const stage = join(REPO_ROOT, 'dist', 'release', name);
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });

  await ensureClientBuild(log, CLIENT_DIST);
  cpSync(CLIENT_DIST, join(stage, 'dist', 'client'), { recursive: true });

  log('compilando o servidor (esbuild)...');
  const packages = new Set<string>();
  for (const entry of ENTRIES) {
    const result = await build({
      absWorkingDir: REPO_ROOT,
      entryPoints: [entry],
      outfile: join(stage, entry.replace(/\.ts$/, '.js')),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      metafile: true,
      logLevel: 'warning',
      legalComments: 'none',
    });
    for (const pkgName of externalPackages(result.metafile)) packages.add(pkgName);
  }
  for (const dropped of BUILD_ONLY) packages.delete(dropped);

  log(`instalando ${packages.size} pacotes de produção...`);
  const dependencies = Object.fromEntries(
    [...packages].sort().map((p) => {
      const range = pkg.dependencies[p];
      if (!range) throw new Error(`o servidor importa '${p}', que não está em dependencies do package.json`);
      return [p, range];
    }),
  );
  writeFileSync(
    join(stage, 'package.json'),
    `${JSON.stringify({ name: pkg.name, version: pkg.version, private: true, type: 'module', engines: pkg.engines, dependencies }, null, 2)}\n`,
  );
  cpSync(join(REPO_ROOT, 'package-lock.json'), join(stage, 'package-lock.json'));
  // The lock pins every version; install scripts would fetch or compile native code, which is
  // copied from this checkout's installation below instead. Peer dependencies are left out: the
  // ones the server's packages name are for type checking (typescript) or optional tracing.
  const flags = ['--omit=dev', '--ignore-scripts', '--legacy-peer-deps', '--no-audit', '--no-fund'];
  execFileSync('npm', ['install', ...flags, '--loglevel=error'], {
    cwd: stage,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const file of NATIVE_BUILDS) {
    const from = join(REPO_ROOT, 'node_modules', file);
    if (!existsSync(from)) throw new Error(`binário nativo ausente: ${from}`);
    const to = join(stage, 'node_modules', file);
    mkdirSync(join(to, '..'), { recursive: true });
    cpSync(from, to);
  }
  writeFileSync(join(stage, 'start.sh'), START_SCRIPT);
  chmodSync(join(stage, 'start.sh'), 0o755);

  const tarball = join(REPO_ROOT, 'dist', `${name}.tar.gz`);
  log(`empacotando ${tarball}...`);
  execFileSync('tar', ['-czf', tarball, '-C', join(stage, '..'), name]);
  rmSync(stage, { recursive: true, force: true });
  const bytes = Number(execFileSync('stat', ['-c', '%s', tarball], { encoding: 'utf8' }).trim());
  return { tarball, version: pkg.version, bytes, packages: [...packages].sort() };
}

/** The package names a bundle imports: 'kysely', '@trpc/server' (not their subpaths, not node:*). */
function externalPackages(metafile: Metafile): string[] {
  const names = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (!imported.external || isBuiltin(imported.path) || imported.path.startsWith('.')) continue;
      const parts = imported.path.split('/');
      names.add(imported.path.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? imported.path));
    }
  }
  return [...names];
}

/** Extracts a release tarball into `into`; returns the release's folder. */
export function extractRelease(tarball: string, into: string): string {
  execFileSync('tar', ['-xzf', tarball, '-C', into]);
  const name = /(releia-[^/]+)\.tar\.gz$/.exec(tarball)?.[1];
  if (!name) throw new Error(`nome de release inesperado: ${tarball}`);
  return join(into, name);
}

/** Starts an extracted release as production would: `node server/main.js` in its folder. */
export function startRelease(
  dir: string,
  opts: { dataDir: string; port: number; seedDemo?: boolean },
): Promise<ServerChild> {
  return startServer({
    databasePath: join(opts.dataDir, 'releia.db'),
    dataDir: opts.dataDir,
    port: opts.port,
    serveClient: true,
    env: { SEED_DEMO: opts.seedDemo ? 'true' : 'false' },
    entry: { cwd: dir, args: ['server/main.js'] },
  });
}
