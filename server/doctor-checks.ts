import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { Migrator, sql } from 'kysely';
import type { DB } from '../db/client.ts';
import { engineOf } from '../db/dialect.ts';
import { migrationsFor } from '../db/migrations/index.ts';
import { backupDirOf, backupProblem, latestBackup } from './backups/catalogue.ts';
import type { Config } from './config.ts';
import { imageCacheDir } from './photos/cache.ts';
import { databaseCheck, diskPlaces, fileChecks, freeDiskMb, type SettingCheck } from './startup-checks.ts';

// The rows of `npm run doctor` and of the admin's 'Saúde do sistema' (docs/deploy.md#checking-an-install,
// docs/product/admin.md#system-health): each check's verdict and, when it is not 'ok', what to do.
// The settings' rows are the start's own checks (server/startup-checks.ts).

export type Verdict = 'ok' | 'atenção' | 'erro';

export interface HealthRow {
  check: string;
  verdict: Verdict;
  detail: string;
  /** What to do; null when the verdict is 'ok'. */
  fix: string | null;
}

/** A backup older than this is 'atenção': the systemd timer of docs/deploy.md runs daily. */
const BACKUP_STALE_HOURS = 26;
const HTTP_TIMEOUT_MS = 3_000;
const MIB = 1024 * 1024;

const ok = (check: string, detail: string): HealthRow => ({ check, verdict: 'ok', detail, fix: null });

function settingRow(c: SettingCheck): HealthRow {
  if (!c.problem) return ok(c.variable, `${c.what}: ${c.value}`);
  return {
    check: c.variable,
    verdict: 'erro',
    detail: `${c.value}: ${c.problem.problem}`,
    fix: c.problem.fix,
  };
}

/** Folders, files, disks and PostgreSQL as the start checks them, with a warning short of full disks. */
export async function settingRows(config: Config, env: NodeJS.ProcessEnv): Promise<HealthRow[]> {
  const rows = fileChecks(config, env)
    .filter((c) => c.variable !== 'MIN_FREE_DISK_MB')
    .map(settingRow);
  for (const place of diskPlaces(config)) rows.push(diskRow(config, place));
  const database = await databaseCheck(config);
  if (database) rows.push(settingRow(database));
  return rows;
}

function diskRow(config: Config, place: { variable: string; dir: string }): HealthRow {
  const check = `disco de ${place.variable}`;
  const fix =
    'Libere espaço (backups e logs antigos, o cache de imagens) ou mova os dados para um disco maior.';
  let free: number;
  try {
    free = freeDiskMb(place.dir);
  } catch (error) {
    return { check, verdict: 'erro', detail: `não foi possível medir: ${String(error)}`, fix };
  }
  const detail = `${free} MiB livres (mínimo MIN_FREE_DISK_MB=${config.MIN_FREE_DISK_MB})`;
  if (free < config.MIN_FREE_DISK_MB) return { check, verdict: 'erro', detail, fix };
  if (free < config.MIN_FREE_DISK_MB * 2) return { check, verdict: 'atenção', detail, fix };
  return ok(check, detail);
}

async function migrationRow(db: DB): Promise<HealthRow> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrationsFor(engineOf(db)) } });
  const all = await migrator.getMigrations();
  const pending = all.filter((m) => m.executedAt === undefined).map((m) => m.name);
  if (!pending.length) return ok('migrações', `${all.length} aplicadas`);
  return {
    check: 'migrações',
    verdict: 'atenção',
    detail: `${pending.length} pendentes: ${pending.join(', ')}`,
    fix: 'Reinicie o serviço (ele aplica as migrações ao iniciar) ou rode npm run migrate.',
  };
}

async function integrityRow(db: DB): Promise<HealthRow> {
  const check = 'integridade do banco';
  const fix = 'Pare o serviço e restaure o último backup (docs/deploy.md#backups).';
  if (engineOf(db) === 'sqlite') {
    const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
    const answers = rows.map((r) => r.quick_check);
    if (answers.length === 1 && answers[0] === 'ok') return ok(check, 'PRAGMA quick_check: ok');
    return { check, verdict: 'erro', detail: `PRAGMA quick_check: ${answers.slice(0, 3).join('; ')}`, fix };
  }
  // A failed CREATE INDEX CONCURRENTLY leaves an invalid index; a constraint added NOT VALID was
  // never checked against the rows already there.
  const { rows } = await sql<{ what: string }>`
    select 'índice ' || c.relname as what from pg_index i join pg_class c on c.oid = i.indexrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and (not i.indisvalid or not i.indisready)
    union all
    select 'restrição ' || conname from pg_constraint
      where connamespace = current_schema()::regnamespace and not convalidated`.execute(db);
  if (!rows.length) return ok(check, 'catálogo do PostgreSQL: índices e restrições válidos');
  return {
    check,
    verdict: 'erro',
    detail: `inválidos: ${rows.map((r) => r.what).join(', ')}`,
    fix: 'Recrie os índices inválidos (REINDEX) ou restaure o último backup (docs/deploy.md#backups).',
  };
}

async function backupRow(config: Config, now: Date): Promise<HealthRow> {
  const check = 'último backup';
  const dir = backupDirOf(config);
  const latest = await latestBackup(dir);
  if (!latest) {
    return {
      check,
      verdict: 'atenção',
      detail: `nenhum backup em ${dir}`,
      fix: 'Rode npm run backup e ative o timer diário (docs/deploy.md#backups).',
    };
  }
  const problem = await backupProblem(latest.file, config.PG_RESTORE_PATH);
  if (problem)
    return { check, verdict: 'erro', detail: problem, fix: 'Rode npm run backup agora e confira o disco.' };
  const hours = (now.getTime() - latest.createdAt.getTime()) / 3_600_000;
  const detail = `${latest.file}, de ${hours.toFixed(0)} h atrás`;
  if (hours > BACKUP_STALE_HOURS) {
    return {
      check,
      verdict: 'atenção',
      detail,
      fix: 'O backup diário não está rodando: veja systemctl status releia-backup.timer (docs/deploy.md#backups).',
    };
  }
  return ok(check, detail);
}

async function outboxRow(db: DB, config: Config): Promise<HealthRow> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('sent_at', 'is', null).as('unsent'),
      eb.fn
        .countAll<number>()
        .filterWhere('sent_at', 'is', null)
        .filterWhere('error', 'is not', null)
        .as('failing'),
      eb.fn
        .countAll<number>()
        .filterWhere('sent_at', 'is', null)
        .filterWhere('error', 'is not', null)
        .filterWhere('next_attempt_at', 'is', null)
        .as('givenUp'),
    ])
    .executeTakeFirstOrThrow();
  const unsent = Number(row.unsent);
  const failing = Number(row.failing);
  const givenUp = Number(row.givenUp);
  const check = 'e-mails';
  if (!config.SMTP_URL)
    return {
      check,
      verdict: unsent ? 'atenção' : 'ok',
      detail: `sem SMTP_URL: ${unsent} na caixa de saída`,
      fix: unsent ? 'Configure SMTP_URL para enviar, ou leia-os com npm run outbox.' : null,
    };
  const detail = `${unsent} por enviar, ${failing} com erro do servidor SMTP (${givenUp} desistidos)`;
  const fix = 'Confira SMTP_URL e o servidor de e-mail; os erros estão em Admin > E-mails com falha.';
  if (givenUp) return { check, verdict: 'erro', detail, fix };
  if (failing) return { check, verdict: 'atenção', detail, fix };
  return ok(check, detail);
}

async function imageCacheRow(config: Config): Promise<HealthRow> {
  const dir = imageCacheDir(config.DATA_DIR);
  let bytes = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names)
    bytes += await stat(`${dir}/${name}`).then(
      (s) => s.size,
      () => 0,
    );
  const detail = `${(bytes / MIB).toFixed(0)} MiB de ${(config.IMAGE_CACHE_MAX_BYTES / MIB).toFixed(0)} MiB (IMAGE_CACHE_MAX_BYTES)`;
  // Eviction runs after writes, so the cache may pass its budget by a little for a while.
  if (bytes > config.IMAGE_CACHE_MAX_BYTES * 1.1)
    return {
      check: 'cache de imagens',
      verdict: 'atenção',
      detail,
      fix: 'A limpeza do cache não está acompanhando: confira se o serviço grava em DATA_DIR/cache/images.',
    };
  return ok('cache de imagens', detail);
}

async function get(url: string, token?: string): Promise<number | string> {
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await res.arrayBuffer();
    return res.status;
  } catch (error) {
    return (error as Error).cause instanceof Error
      ? ((error as Error).cause as Error).message
      : String(error);
  }
}

/** /healthz and /metrics at PUBLIC_URL: 'atenção' when the service does not answer (stopped, or not there). */
async function serviceRows(config: Config): Promise<HealthRow[]> {
  const health = await get(new URL('/healthz', config.PUBLIC_URL).toString());
  if (health !== 200) {
    return [
      {
        check: 'serviço',
        verdict: 'atenção',
        detail: `${config.PUBLIC_URL}/healthz não respondeu 200 (${health})`,
        fix: 'Se o serviço devia estar no ar: systemctl status releia e journalctl -u releia; confira PUBLIC_URL.',
      },
    ];
  }
  const metrics = await get(new URL('/metrics', config.PUBLIC_URL).toString(), config.METRICS_TOKEN);
  const rows = [ok('serviço', `${config.PUBLIC_URL}/healthz respondeu 200`)];
  rows.push(
    metrics === 200
      ? ok('métricas', `${config.PUBLIC_URL}/metrics respondeu 200`)
      : {
          check: 'métricas',
          verdict: 'atenção',
          detail: `/metrics respondeu ${metrics}`,
          fix: 'Use o mesmo METRICS_TOKEN do serviço (ou confira o proxy diante dele).',
        },
  );
  return rows;
}

/** Node's version against `engines.node` of package.json (a `>=X.Y.Z` range). */
export function nodeRow(range: string | undefined, version = process.versions.node): HealthRow {
  const check = 'Node.js';
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range?.trim() ?? '');
  if (!wanted) {
    return {
      check,
      verdict: 'atenção',
      detail: `faixa não reconhecida: ${range}`,
      fix: 'Confira engines em package.json.',
    };
  }
  const want = wanted.slice(1).map((n) => Number(n ?? 0));
  const have = version.split('.').map(Number);
  const cmp = want.reduce((acc, w, i) => acc || Math.sign((have[i] ?? 0) - w), 0);
  if (cmp >= 0) return ok(check, `${version} (pede ${range})`);
  return {
    check,
    verdict: 'erro',
    detail: `${version}, mas o Releia pede ${range}`,
    fix: 'Instale um Node.js dentro da faixa.',
  };
}

async function safely(check: string, run: () => Promise<HealthRow | HealthRow[]>): Promise<HealthRow[]> {
  try {
    return [await run()].flat();
  } catch (error) {
    return [
      {
        check,
        verdict: 'erro',
        detail: (error as Error).message,
        fix: 'Veja a mensagem e os logs do serviço.',
      },
    ];
  }
}

/** `engines.node` of package.json, which sits above server/ in the checkout and in a release alike. */
function packageNodeRange(): string | undefined {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    engines?: { node?: string };
  };
  return pkg.engines?.node;
}

export interface HealthInput {
  db: DB | null;
  config: Config;
  env: NodeJS.ProcessEnv;
  /** Tests pass their own; package.json's engines.node otherwise. */
  nodeRange?: string | undefined;
  now?: Date;
}

/** Every row, in the order the table shows them; `db` null when the database could not be opened. */
export async function healthRows(input: HealthInput): Promise<HealthRow[]> {
  const { db, config } = input;
  const rows = await settingRows(config, input.env);
  if (db) {
    rows.push(...(await safely('migrações', () => migrationRow(db))));
    rows.push(...(await safely('integridade do banco', () => integrityRow(db))));
    rows.push(...(await safely('e-mails', () => outboxRow(db, config))));
  }
  rows.push(...(await safely('último backup', () => backupRow(config, input.now ?? new Date()))));
  rows.push(...(await safely('cache de imagens', () => imageCacheRow(config))));
  rows.push(...(await safely('serviço', () => serviceRows(config))));
  rows.push(nodeRow('nodeRange' in input ? input.nodeRange : packageNodeRange()));
  return rows;
}
