import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { ZipArchive } from 'archiver';
import type { DB, Executor } from '../../db/client.ts';
import { EXPORT_TTL_HOURS } from '../../shared/data-rights.ts';
import type { Config } from '../config.ts';
import { logger } from '../observability/index.ts';
import { storedPhotoFile } from '../photos/index.ts';
import {
  exportAccount,
  exportAddresses,
  exportIdentity,
  exportProfile,
  exportSessions,
  exportStore,
} from './export-account.ts';
import {
  exportBookActivity,
  exportBooks,
  exportFollows,
  exportMessages,
  exportOrders,
  exportReports,
  exportReviews,
} from './export-activity.ts';
import { exportNotifications, exportOffers, exportWants } from './export-engagement.ts';
import { exportsDir, exportToken, tokenHash } from './export-files.ts';
import { exportProblems } from './export-problems.ts';
import {
  claimNextExport,
  expireExports,
  markExportFailed,
  markExportReady,
  setExportProgress,
} from './export-queries.ts';

// The data export worker (docs/decisions/024-data-export-and-account-deletion.md): every process
// runs it on a timer, and a request nudges it at once; the job row, not this process, is the
// truth, so a crash mid-way leaves a stale claim another worker takes again.

/** One JSON file per kind, with the progress message shown while it is read. */
const PARTS: { file: string; step: string; load: (db: Executor, userId: string) => Promise<unknown> }[] = [
  { file: 'conta.json', step: 'Lendo sua conta.', load: exportAccount },
  { file: 'perfil.json', step: 'Lendo seu perfil.', load: exportProfile },
  { file: 'livraria.json', step: 'Lendo sua livraria.', load: exportStore },
  { file: 'identidade.json', step: 'Lendo seus dados pessoais.', load: exportIdentity },
  { file: 'enderecos.json', step: 'Lendo seus endereços.', load: exportAddresses },
  { file: 'livros.json', step: 'Lendo seus livros.', load: exportBooks },
  { file: 'atividade.json', step: 'Lendo curtidas, favoritos e visitas.', load: exportBookActivity },
  { file: 'seguindo.json', step: 'Lendo quem você segue.', load: exportFollows },
  { file: 'pedidos.json', step: 'Lendo seus pedidos.', load: exportOrders },
  { file: 'mensagens.json', step: 'Lendo suas mensagens.', load: exportMessages },
  { file: 'avaliacoes.json', step: 'Lendo avaliações.', load: exportReviews },
  { file: 'problemas.json', step: 'Lendo os problemas dos seus pedidos.', load: exportProblems },
  { file: 'denuncias.json', step: 'Lendo suas denúncias.', load: exportReports },
  { file: 'desejos.json', step: 'Lendo sua lista de desejos.', load: exportWants },
  { file: 'ofertas.json', step: 'Lendo suas ofertas.', load: exportOffers },
  { file: 'notificacoes.json', step: 'Lendo suas notificações.', load: exportNotifications },
  { file: 'sessoes.json', step: 'Lendo suas sessões.', load: exportSessions },
];

const EVERY_MS = 5_000;

let running: Promise<void> | null = null;
let started: { db: DB; config: Config } | null = null;

/** The server process works the queue every few seconds (server/serve.ts). */
export function startExportWorker(db: DB, config: Config): void {
  started = { db, config };
  setInterval(nudgeExportWorker, EVERY_MS).unref();
}

/** Runs the worker soon, off the current request, in a process that started it. */
export function nudgeExportWorker(): void {
  const worker = started;
  if (!worker) return;
  setImmediate(() => {
    runExportWorker(worker.db, worker.config).catch((err: unknown) =>
      logger.error({ err }, 'falha no trabalho de exportação de dados'),
    );
  });
}

/** Works every waiting export, then removes expired files; concurrent calls in one process share a run. */
export function runExportWorker(db: DB, config: Config, now = () => new Date()): Promise<void> {
  running ??= (async () => {
    try {
      for (let job = await claimNextExport(db, now()); job; job = await claimNextExport(db, now()))
        await buildExport(db, config, job, now());
      await removeExpired(db, config.DATA_DIR, now());
    } finally {
      running = null;
    }
  })();
  return running;
}

async function buildExport(db: DB, config: Config, job: { id: string; userId: string }, now: Date) {
  const dir = exportsDir(config.DATA_DIR);
  const fileName = `${job.id}.zip`;
  const tmp = join(dir, `${fileName}.${process.pid}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeZip(db, config.DATA_DIR, job, tmp);
    await rename(tmp, join(dir, fileName));
    const replaced = await markExportReady(db, job.id, {
      fileName,
      tokenHash: tokenHash(exportToken(config, job.id)),
      expiresAt: new Date(now.getTime() + EXPORT_TTL_HOURS * 3_600_000),
    });
    // Its account was deleted meanwhile: the file must not outlive it.
    if (!replaced) await unlink(join(dir, fileName));
    for (const old of replaced ?? []) await unlink(join(dir, old)).catch(() => {});
  } catch (error) {
    logger.error({ err: error, exportId: job.id }, 'falha ao gerar exportação de dados');
    await unlink(tmp).catch(() => {});
    await markExportFailed(db, job.id);
  }
}

async function writeZip(db: DB, dataDir: string, job: { id: string; userId: string }, path: string) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    out.on('close', resolve);
    out.on('error', reject);
    zip.on('error', reject);
  });
  zip.pipe(out);
  const photos: string[] = [];
  for (const part of PARTS) {
    await setExportProgress(db, job.id, part.step);
    const data = await part.load(db, job.userId);
    collectPhotos(data, photos);
    zip.append(`${JSON.stringify(data, null, 2)}\n`, { name: part.file });
  }
  await setExportProgress(db, job.id, 'Juntando as fotos.');
  for (const url of new Set(photos)) {
    const stored = storedPhotoFile(dataDir, url);
    if (stored && existsSync(stored.file))
      zip.file(stored.file, { name: `fotos/${url.slice('/images/'.length)}` });
  }
  await setExportProgress(db, job.id, 'Compactando o arquivo.');
  await zip.finalize();
  await closed;
}

/** Stored photo URLs anywhere in a part (books' photos, profile and store photos). */
function collectPhotos(value: unknown, into: string[]): void {
  if (typeof value === 'string') {
    if (value.startsWith('/images/')) into.push(value);
  } else if (Array.isArray(value)) for (const v of value) collectPhotos(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) collectPhotos(v, into);
}

async function removeExpired(db: DB, dataDir: string, now: Date) {
  for (const name of await expireExports(db, now))
    await unlink(join(exportsDir(dataDir), name)).catch(() => {});
}
