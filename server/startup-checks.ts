import {
  accessSync,
  closeSync,
  constants,
  openSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, parse, resolve } from 'node:path';
import pg from 'pg';
import { makeDirs } from '../db/dirs.ts';
import { installPtBrZodMessages } from '../shared/zod-pt-br.ts';
import { type Config, loadConfig, settingIssues } from './config.ts';
import { exportsDir } from './data-rights/export-files.ts';
import { imageCacheDir } from './photos/cache.ts';

// Every setting checked before Releia opens a file or the database, so a broken setup stops
// with one line in pt-BR per bad variable (its value and what to do) instead of a stack trace
// or, worse, a start that never ends: Node's recursive mkdir spins forever when a folder's
// parent exists but cannot hold children (a path under /proc), which is why folders are made
// one level at a time (db/dirs.ts). `npm run doctor` and the admin's 'Saúde do sistema'
// (server/doctor-checks.ts) run the same checks. This module must not import the logger: the
// logger opens LOG_FILE as it is imported, and LOG_FILE is one of the things checked.

export interface SettingProblem {
  variable: string;
  /** As shown: passwords in URLs and secrets masked. */
  value: string;
  problem: string;
  fix: string;
}

/** One setting checked: what was verified, and the problem when there is one. */
export interface SettingCheck {
  variable: string;
  value: string;
  what: string;
  problem: SettingProblem | null;
}

/** A check's outcome: `failure` says what is wrong, null when all is well. */
function settingCheck(
  variable: string,
  value: string,
  what: string,
  failure: string | null | undefined,
  fix: string,
): SettingCheck {
  return { variable, value, what, problem: failure ? { variable, value, problem: failure, fix } : null };
}

const SECRET = /SECRET|TOKEN|PASSWORD/;
const DB_TIMEOUT_MS = 4_000;

/** A setting's value as messages may print it. */
export function shownValue(variable: string, value: string | undefined): string {
  if (value === undefined) return '(não definido)';
  if (SECRET.test(variable)) return '(oculto)';
  try {
    const url = new URL(value);
    if (url.password) {
      url.password = '***';
      return url.toString();
    }
  } catch {
    // Not a URL: shown as it is.
  }
  return value;
}

/** The line the start prints for a problem. */
export function problemLine(p: SettingProblem): string {
  return `Configuração inválida: ${p.variable}=${p.value}: ${p.problem} ${p.fix}`.replace(/\s*\n\s*/g, ' ');
}

/** Bad values as zod sees them (server/config.ts holds each rule once). */
export function configProblems(env: NodeJS.ProcessEnv): SettingProblem[] {
  installPtBrZodMessages();
  return settingIssues(env).map(({ variable, message }) => ({
    variable,
    value: shownValue(variable, env[variable]),
    problem: message,
    fix: 'Corrija o valor no ambiente do serviço (tabela de configuração no README).',
  }));
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `(${code})` : `(${String(error)})`;
}

/** Null when a file can be written in `dir` (made if missing) and removed; else why not. */
function unwritable(dir: string): string | null {
  try {
    makeDirs(dir);
    const probe = join(dir, `.releia-escrita-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe);
    return null;
  } catch (error) {
    return `não é possível gravar na pasta ${resolve(dir)} ${reason(error)}.`;
  }
}

/** DATA_DIR's folders the server writes into: photos, resized images, data exports. */
export function dataFolders(dataDir: string): string[] {
  return [dataDir, join(dataDir, 'uploads'), imageCacheDir(dataDir), exportsDir(dataDir)];
}

function folderCheck(config: Config, env: NodeJS.ProcessEnv): SettingCheck {
  const implicit = env.DATA_DIR === undefined;
  const variable = 'DATA_DIR';
  const value = implicit ? `${config.DATA_DIR} (não definido: a pasta de DATABASE_PATH)` : config.DATA_DIR;
  const failure = dataFolders(config.DATA_DIR)
    .map(unwritable)
    .find((p) => p !== null);
  const fix = implicit
    ? 'Defina DATA_DIR com uma pasta que o usuário do serviço possa gravar, ou aponte DATABASE_PATH para uma.'
    : 'Crie a pasta e dê ao usuário do serviço permissão de escrita, ou aponte DATA_DIR para outra.';
  return settingCheck(variable, value, 'pastas de fotos, imagens e exportações graváveis', failure, fix);
}

function databaseFolderCheck(config: Config): SettingCheck {
  const variable = 'DATABASE_PATH';
  const failure = unwritable(dirname(config.DATABASE_PATH));
  const fix =
    'SQLite grava o banco e o WAL nessa pasta: dê ao usuário do serviço permissão de escrita ou aponte DATABASE_PATH para outra.';
  return settingCheck(variable, config.DATABASE_PATH, 'pasta do banco gravável', failure, fix);
}

function logFileCheck(file: string): SettingCheck {
  const variable = 'LOG_FILE';
  let failure: string | null = null;
  try {
    makeDirs(dirname(file));
    closeSync(openSync(file, 'a'));
  } catch (error) {
    failure = `não é possível acrescentar linhas ao arquivo ${resolve(file)} ${reason(error)}.`;
  }
  const fix =
    'Aponte LOG_FILE para um arquivo numa pasta que o usuário do serviço possa gravar, ou remova a variável.';
  return settingCheck(variable, file, 'arquivo de log gravável', failure, fix);
}

/** Nearest folder at or above `path` that exists (statfs needs one). */
function existingAncestor(path: string): string {
  let at = resolve(path);
  for (;;) {
    try {
      statSync(at);
      return at;
    } catch {
      if (at === parse(at).root) return at;
      at = dirname(at);
    }
  }
}

function clientDirCheck(dir: string): SettingCheck {
  const variable = 'CLIENT_DIR';
  let failure: string | null = null;
  try {
    if (!statSync(dir).isDirectory()) failure = `${dir} não é uma pasta.`;
    else accessSync(dir, constants.R_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Missing: the start builds the client there, so the folder above must take it.
    if (code === 'ENOENT') {
      try {
        accessSync(existingAncestor(dir), constants.W_OK);
      } catch (inner) {
        failure = `a pasta não existe e não pode ser criada ${reason(inner)}.`;
      }
    } else failure = `não é possível ler a pasta ${reason(error)}.`;
  }
  const fix =
    'Aponte CLIENT_DIR para a pasta do cliente construído (dist/client) legível pelo usuário do serviço.';
  return settingCheck(variable, dir, 'pasta do cliente legível', failure, fix);
}

/** Free space for an unprivileged process in the file system holding `path`, in MiB. */
export function freeDiskMb(path: string): number {
  const stats = statfsSync(existingAncestor(path));
  return Math.floor((Number(stats.bavail) * Number(stats.bsize)) / 1024 / 1024);
}

/**
 * The folders whose disk must keep MIN_FREE_DISK_MB free, by the variable that places them; one
 * per file system, so DATA_DIR beside the database is measured once.
 */
export function diskPlaces(config: Config): { variable: string; dir: string }[] {
  const places = [{ variable: 'DATA_DIR', dir: config.DATA_DIR }];
  if (!config.DATABASE_URL) places.push({ variable: 'DATABASE_PATH', dir: dirname(config.DATABASE_PATH) });
  const seen = new Set<number>();
  return places.filter((place) => {
    const device = statSync(existingAncestor(place.dir)).dev;
    if (seen.has(device)) return false;
    seen.add(device);
    return true;
  });
}

function diskCheck(config: Config, place: { variable: string; dir: string }): SettingCheck {
  const variable = 'MIN_FREE_DISK_MB';
  const value = String(config.MIN_FREE_DISK_MB);
  let failure: string | null = null;
  try {
    const free = freeDiskMb(place.dir);
    if (free < config.MIN_FREE_DISK_MB)
      failure = `só ${free} MiB livres no disco de ${place.variable} (${resolve(place.dir)}).`;
  } catch (error) {
    failure = `não foi possível medir o espaço livre em ${resolve(place.dir)} ${reason(error)}.`;
  }
  const fix =
    'Libere espaço (backups e logs antigos, o cache de imagens) ou mova os dados para um disco maior.';
  return settingCheck(variable, value, `espaço livre no disco de ${place.variable}`, failure, fix);
}

/** The checks on files and disks, in the order the start runs them. */
export function fileChecks(config: Config, env: NodeJS.ProcessEnv): SettingCheck[] {
  const checks: SettingCheck[] = [];
  if (config.LOG_FILE) checks.push(logFileCheck(config.LOG_FILE));
  if (!config.DATABASE_URL) checks.push(databaseFolderCheck(config));
  checks.push(folderCheck(config, env));
  if (config.SERVE_CLIENT && config.NODE_ENV !== 'development')
    checks.push(clientDirCheck(config.CLIENT_DIR));
  // A folder that cannot be written has no disk worth measuring (under /proc it reports 0 MiB).
  const unusable = new Set(checks.filter((c) => c.problem).map((c) => c.variable));
  for (const place of diskPlaces(config))
    if (!unusable.has(place.variable)) checks.push(diskCheck(config, place));
  return checks;
}

/** Whether PostgreSQL at DATABASE_URL answers within a few seconds; null on SQLite. */
export async function databaseCheck(config: Config): Promise<SettingCheck | null> {
  if (!config.DATABASE_URL) return null;
  const variable = 'DATABASE_URL';
  const value = shownValue(variable, config.DATABASE_URL);
  const client = new pg.Client({
    connectionString: config.DATABASE_URL,
    connectionTimeoutMillis: DB_TIMEOUT_MS,
    query_timeout: DB_TIMEOUT_MS,
  });
  // A connection that fails after connecting emits 'error'; unheard, it would end the process.
  client.on('error', () => {});
  let failure: string | null = null;
  try {
    await client.connect();
    await client.query('select 1');
    await client.end();
  } catch (error) {
    const detail = (error as Error).message || reason(error);
    failure = `o PostgreSQL não respondeu (${detail}).`;
    // Not awaited: ending waits for a goodbye a server that never answered will not send.
    client.end().catch(() => {});
  }
  const fix =
    'Confira se o PostgreSQL está no ar e se servidor, porta, banco, usuário e senha em DATABASE_URL estão certos.';
  return settingCheck(variable, value, 'PostgreSQL acessível', failure, fix);
}

function stop(problems: SettingProblem[]): never {
  for (const p of problems) process.stderr.write(`${problemLine(p)}\n`);
  process.exit(1);
}

/**
 * The start's synchronous checks: the values, then the files and disks. Exits with status 1 and a
 * line per problem; answers the config when everything is fine.
 */
export function checkSettingsOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  const invalid = configProblems(env);
  if (invalid.length) stop(invalid);
  const config = loadConfig(env);
  const problems = fileChecks(config, env).flatMap((c) => (c.problem ? [c.problem] : []));
  if (problems.length) stop(problems);
  return config;
}

/** The start's check of DATABASE_URL, before the migrations would wait on it. */
export async function checkDatabaseOrExit(config: Config): Promise<void> {
  const check = await databaseCheck(config);
  if (check?.problem) stop([check.problem]);
}
