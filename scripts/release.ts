// npm run release: dist/releia-<version>.tar.gz (scripts/lib/release.ts), then the cold start of
// the release beside `npm start`'s on the same empty database: from launch to the first 200 from
// /healthz, the client already built for both.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRelease, extractRelease, startRelease } from './lib/release.ts';
import { freePort, REPO_ROOT, startServer } from './lib/server.ts';

const log = (msg: string) => console.info(`[release] ${msg}`);
const started = performance.now();
const release = await buildRelease(log);
log(
  `${release.tarball}: ${(release.bytes / 1024 / 1024).toFixed(1)} MiB, ${release.packages.length} pacotes ` +
    `(${release.packages.join(', ')}), em ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const work = mkdtempSync(join(tmpdir(), 'releia-release-'));
try {
  const dir = extractRelease(release.tarball, work);
  const fromRelease = await startRelease(dir, {
    dataDir: join(work, 'dados-release'),
    port: await freePort(3400, 3500),
  });
  await fromRelease.stop();
  const fromSource = await startServer({
    databasePath: join(work, 'dados-fonte', 'releia.db'),
    dataDir: join(work, 'dados-fonte'),
    port: await freePort(3400, 3500),
    serveClient: true,
    env: { CLIENT_DIR: join(REPO_ROOT, 'dist', 'client') },
  });
  await fromSource.stop();
  log('partida a frio até /healthz 200 (banco vazio, sem dados de demonstração):');
  log(`  release (node server/main.js): ${fromRelease.startMs.toFixed(0)} ms`);
  log(`  npm start (tsx server/main.ts): ${fromSource.startMs.toFixed(0)} ms`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
