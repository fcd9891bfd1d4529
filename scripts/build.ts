import { rmSync } from 'node:fs';
import { CLIENT_DIST, clientBuildIsFresh, ensureClientBuild } from '../server/http/client-build.ts';

// `npm run build` always rebuilds (removing the old output also removes its stamp), then leaves
// the same stamp `npm start` checks, so a start right after a build does not build again.
// `--if-stale` skips the build when the stamp still matches the client's sources.
const ifStale = process.argv.includes('--if-stale');

if (ifStale && clientBuildIsFresh()) {
  console.info('[build] cliente já está atualizado.');
} else {
  const started = performance.now();
  rmSync(CLIENT_DIST, { recursive: true, force: true });
  await ensureClientBuild((msg) => console.info(`[build] ${msg}`));
  console.info(
    `[build] cliente pronto em ${((performance.now() - started) / 1000).toFixed(1)} s: ${CLIENT_DIST}`,
  );
}
