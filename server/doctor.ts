import { existsSync } from 'node:fs';
import { createDb, type DB } from '../db/client.ts';
import { loadConfig } from './config.ts';
import { type HealthRow, healthRows } from './doctor-checks.ts';
import { configProblems, databaseCheck } from './startup-checks.ts';

// `npm run doctor` (`node server/doctor.js` in a release): checks an install, running or stopped,
// with the service's environment, and prints one row per check: 'ok', 'atenção' or 'erro' and
// what to do. Exits with status 1 when any row is 'erro' (docs/deploy.md#checking-an-install).

/** The rows as a plain-text table, columns padded to their widest cell. */
export function formatTable(rows: HealthRow[]): string {
  const cells = [
    ['verificação', 'situação', 'detalhe', 'o que fazer'],
    ...rows.map((r) => [r.check, r.verdict, r.detail, r.fix ?? '']),
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...cells.map((c) => (c[i] ?? '').length)));
  return cells
    .map((c) =>
      c
        .map((cell, i) => (i < 3 ? cell.padEnd(widths[i] ?? 0) : cell))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The database when it can be opened without creating it; else why not, as a row. */
async function openDatabase(
  config: ReturnType<typeof loadConfig>,
): Promise<{ db: DB | null; row?: HealthRow }> {
  if (config.DATABASE_URL) {
    const check = await databaseCheck(config);
    return { db: check?.problem ? null : createDb(config).db };
  }
  if (existsSync(config.DATABASE_PATH)) return { db: createDb(config).db };
  return {
    db: null,
    row: {
      check: 'banco de dados',
      verdict: 'atenção',
      detail: `${config.DATABASE_PATH} ainda não existe`,
      fix: 'Inicie o serviço uma vez (ele cria o banco) ou confira DATABASE_PATH.',
    },
  };
}

async function main(): Promise<number> {
  const invalid = configProblems(process.env);
  if (invalid.length) {
    const rows = invalid.map(
      (p): HealthRow => ({
        check: p.variable,
        verdict: 'erro',
        detail: `${p.value}: ${p.problem}`,
        fix: p.fix,
      }),
    );
    console.info(formatTable(rows));
    return 1;
  }
  const config = loadConfig();
  const { db, row } = await openDatabase(config);
  try {
    const rows = await healthRows({ db, config, env: process.env });
    if (row) rows.push(row);
    console.info(formatTable(rows));
    const errors = rows.filter((r) => r.verdict === 'erro').length;
    const warnings = rows.filter((r) => r.verdict === 'atenção').length;
    console.info(`\n${errors} erro(s), ${warnings} atenção(ões), ${rows.length - errors - warnings} ok.`);
    return errors ? 1 : 0;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();
