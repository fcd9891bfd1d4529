import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pg-cluster.ts';
import { createMigratedTemplate } from './pg-template.ts';

// The server-pg project's one PostgreSQL cluster (vitest.config.ts): started once for the whole
// run with its template database migrated, instead of an initdb and a migration per test file,
// which cost more than the tests themselves. Each test still gets a database of its own, copied
// from the template (tests/helpers/pg-db.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    pgClusterUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startPgCluster();
  await createMigratedTemplate(cluster.url);
  project.provide('pgClusterUrl', cluster.url);
  return () => cluster.stop();
}
