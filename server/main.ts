import cluster from 'node:cluster';
import { checkDatabaseOrExit, checkSettingsOrExit } from './startup-checks.ts';

// Every setting is checked before anything opens a file or the database, and before the server's
// modules load: the logger opens LOG_FILE as it is imported, and loading everything takes seconds
// a broken setup should not wait for. A bad value stops the start with status 1 and one line in
// pt-BR naming it (server/startup-checks.ts, docs/decisions/037-settings-checked-before-the-server-loads.md);
// then the server proper starts.
const config = checkSettingsOrExit();
await checkDatabaseOrExit(config);
// PROCESSES > 1 (docs/decisions/051-several-processes-on-one-machine.md): this process becomes the
// primary that starts the others, each of which runs this file again and serves. Development
// keeps one process, for Vite's hot reload.
if (cluster.isPrimary && config.PROCESSES > 1 && config.NODE_ENV !== 'development') {
  await import('./primary.ts');
} else {
  await import('./serve.ts');
}
