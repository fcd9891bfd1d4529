// npm run torture — the reliability figures, printed in one run (quoted in
// docs/reliability.md):
//
//   5. crash: clients stream likes, cart changes and checkouts while the production server is
//      killed with SIGKILL at random moments and restarted; then every acknowledged write and the
//      invariants are checked in the database itself;
//   6. double sale: 100 concurrent checkouts racing for 10 books;
//   7. bad input: the whole generated corpus against every procedure (scripts/lib/bad-input.ts);
//   8. the authorization matrix (tests/server/authorization-matrix.ts) from real calls;
//   9. backup under write load, checked, restored and served.
//
// It seeds its own database (2 000 users, 20 000 books) in ./data/torture; the server runs with
// SERVE_CLIENT=false (API only: nothing here loads a page, so no client build is needed).
// Options (environment): TORTURE_KILLS (default 5), TORTURE_CLIENTS (30), TORTURE_PORT (first of
// six ports, default 3430). `npm run torture -- --pg` runs it on PostgreSQL: a throwaway cluster
// holding a db:copy of the same seeded database (scripts/lib/torture-pg.ts); the crash phase
// then kills Releia's process only, and the backup phase, SQLite's, is left to pg_dump there.

import { join, resolve } from 'node:path';
import { createDb, type DB } from '../db/client.ts';
import { loadConfig } from '../server/config.ts';
import { MATRIX, ROLES } from '../tests/server/authorization-matrix.ts';
import { runBackupUnderLoad } from './lib/backup-torture.ts';
import { buildCorpus, CATEGORIES, corpusSession, runCorpus, type Verdict } from './lib/bad-input.ts';
import { type CrashReport, runCrashTorture } from './lib/crash.ts';
import { createSeededDatabase } from './lib/dataset.ts';
import { runDoubleSale } from './lib/double-sale.ts';
import { loadLine, runHeader } from './lib/machine.ts';
import { type MatrixRun, runMatrix, surprises } from './lib/matrix.ts';
import { REPO_ROOT, type ServerChild, startServer } from './lib/server.ts';
import { markdownTable, mib } from './lib/stats.ts';
import { postgresCopyOf } from './lib/torture-pg.ts';
import { TrpcClient } from './lib/trpc-http.ts';

const KILLS = Number(process.env.TORTURE_KILLS ?? 5);
const CLIENTS = Number(process.env.TORTURE_CLIENTS ?? 30);
const PORT = Number(process.env.TORTURE_PORT ?? 3430);
const DIR = resolve(REPO_ROOT, 'data/torture');
const DB_PATH = join(DIR, 'releia.db');
const DATASET = { users: 2000, books: 20_000, seed: 7 };
const ON_POSTGRES = process.argv.includes('--pg');
/** The PostgreSQL copy's URL with --pg (set in main), else undefined: the SQLite file. */
let databaseUrl: string | undefined;

const step = (msg: string) => process.stderr.write(`→ ${msg}\n`);
const int = (n: number) => n.toLocaleString('pt-BR');
const yes = (ok: boolean) => (ok ? 'sim' : '**NÃO**');

/** One numbered section of the report: whether it passed and its lines. */
interface Phase {
  ok: boolean;
  lines: string[];
}

async function main() {
  const engine = ON_POSTGRES ? ' (PostgreSQL)' : '';
  const out: string[] = [runHeader(`npm run torture — Releia sob falhas e entradas ruins${engine}`)];
  const started = performance.now();
  let failed = false;
  const record = (phase: Phase) => {
    failed ||= !phase.ok;
    out.push(...phase.lines);
  };

  step(`banco de tortura: ${DATASET.users} usuários, ${DATASET.books} livros (seed ${DATASET.seed})`);
  await createSeededDatabase(DB_PATH, DATASET);
  if (ON_POSTGRES) step('PostgreSQL: cluster descartável com uma cópia verificada do banco (db:copy)');
  const postgres = ON_POSTGRES ? await postgresCopyOf(DB_PATH) : undefined;
  databaseUrl = postgres?.url;
  try {
    record(await crashPhase());
    // 6. Double sale, 7. bad input, 8. matrix and 9. backup share one server.
    const server = await startServer({ databasePath: DB_PATH, databaseUrl, dataDir: DIR, port: PORT + 1 });
    try {
      record(await doubleSalePhase(server));
      const { db } = createDb({ DATABASE_PATH: DB_PATH, DATABASE_URL: databaseUrl });
      record(await badInputPhase(server, db));
      record(await matrixPhase(server, db));
      record(await backupPhase(server, db));
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.stop();
  }

  out.push(
    '',
    loadLine('no fim'),
    `Duração total: ${((performance.now() - started) / 60_000).toFixed(1)} min`,
  );
  out.push(failed ? 'Resultado: **há falhas** (veja acima).' : 'Resultado: tudo dentro do esperado.');
  console.info(out.join('\n'));
  if (failed) process.exitCode = 1;
}

// 5. Crash.
async function crashPhase(): Promise<Phase> {
  step(`queda: ${CLIENTS} clientes escrevendo, ${KILLS} SIGKILL + 1 no fim`);
  const crash = await runCrashTorture({
    databasePath: DB_PATH,
    databaseUrl,
    dataDir: DIR,
    port: PORT,
    clients: CLIENTS,
    kills: KILLS,
    upMs: [800, 2500],
    books: 300,
    seed: 5,
    log: step,
  });
  const crashOk =
    crash.losses.length === 0 &&
    (crash.checks.integrity ?? 'ok') === 'ok' &&
    crash.checks.likeCountMismatches === 0 &&
    crash.checks.booksInTwoOrders === 0 &&
    crash.checks.ordersWithoutItems === 0 &&
    crash.checks.unsoldBooksInOrders === 0 &&
    crash.serverErrors === 0;
  const out: string[] = [];
  out.push('', `## 5. Queda (SIGKILL) com escritas em andamento: ${crashOk ? 'ok' : '**FALHOU**'}`, '');
  out.push(markdownTable(['medida', 'valor'], crashRows(crash)));
  if (crash.losses.length) out.push('', `Perdas: ${crash.losses.slice(0, 10).join('; ')}`);
  return { ok: crashOk, lines: out };
}

function crashRows(crash: CrashReport): string[][] {
  return [
    ['SIGKILLs (servidor reiniciado após cada um, menos o último)', String(crash.kills)],
    ['reinício até /healthz (ms)', crash.restartMs.map((ms) => ms.toFixed(0)).join(', ')],
    ['escritas tentadas', int(crash.ops)],
    [
      'confirmadas (2xx)',
      `${int(crash.acknowledged.total)} (curtir ${crash.acknowledged.like}, descurtir ${crash.acknowledged.unlike}, carrinho ${crash.acknowledged['cart.add']}, esvaziar ${crash.acknowledged['cart.clear']}, checkout ${crash.acknowledged.checkout})`,
    ],
    ['recusadas com 4xx (livro vendido, já no carrinho...)', int(crash.refused)],
    ['não enviadas (servidor fora do ar)', int(crash.unsent)],
    ['sem resposta (em andamento na queda)', int(crash.uncertain)],
    ['respostas 5xx', String(crash.serverErrors)],
    ['**escritas confirmadas perdidas**', `**${crash.losses.length}**`],
    [
      'PRAGMA integrity_check',
      crash.checks.integrity ?? 'não se aplica: no PostgreSQL só o processo do Releia cai',
    ],
    ['livros com likes_count diferente das curtidas', String(crash.checks.likeCountMismatches)],
    ['livros em dois pedidos', String(crash.checks.booksInTwoOrders)],
    ['pedidos sem livros', String(crash.checks.ordersWithoutItems)],
    ['livros de pedidos não marcados como vendidos', String(crash.checks.unsoldBooksInOrders)],
  ];
}

// 6. Double sale.
async function doubleSalePhase(server: ServerChild): Promise<Phase> {
  step('venda dupla: 100 checkouts simultâneos por 10 livros');
  const sale = await runDoubleSale({
    baseUrl: server.url,
    databasePath: DB_PATH,
    databaseUrl,
    buyers: 100,
    books: 10,
    seed: 6,
  });
  const saleOk =
    sale.ordersInDb === 10 && sale.booksSoldTwice === 0 && sale.booksSold === 10 && !sale.statuses['500'];
  const out: string[] = [];
  out.push('', `## 6. Venda dupla: ${saleOk ? 'ok' : '**FALHOU**'}`, '');
  out.push(
    markdownTable(
      [
        'compradores',
        'livros',
        'respostas',
        'pedidos no banco',
        'livros vendidos',
        'vendidos duas vezes',
        'recusas sem pt-BR claro',
      ],
      [
        [
          String(sale.buyers),
          String(sale.books),
          Object.entries(sale.statuses)
            .map(([status, n]) => `${n} × ${status}`)
            .join(', '),
          `**${sale.ordersInDb}**`,
          String(sale.booksSold),
          String(sale.booksSoldTwice),
          String(sale.unclearRefusals.length),
        ],
      ],
    ),
  );
  return { ok: saleOk, lines: out };
}

// 7. Bad input.
async function badInputPhase(server: ServerChild, db: DB): Promise<Phase> {
  step('entradas ruins: o corpus inteiro');
  const token = await corpusSession(db);
  const corpus = await buildCorpus({ origin: server.url, maxBatch: 20, maxBody: 1_000_000 });
  const verdicts = await runCorpus(server.url, corpus, `releia_session=${token}`);
  const alive = (await fetch(`${server.url}/healthz`)).status === 200 && server.child.exitCode === null;
  const listed = await new TrpcClient(server.url).query('books.list', { limit: 1 });
  const bad = verdicts.filter((v) => v.problem);
  const inputOk = bad.length === 0 && alive && listed.ok && corpus.length >= 1000;
  const procedures = new Set(corpus.map((c) => c.procedure));
  const out: string[] = [];
  out.push(
    '',
    `## 7. Entradas ruins: ${inputOk ? 'ok' : '**FALHOU**'} — ${int(corpus.length)} requisições contra ${procedures.size - 1} procedimentos (+ casos gerais)`,
    '',
  );
  out.push(
    markdownTable(
      ['categoria', 'casos', '4xx com mensagem pt-BR', '5xx', 'outros problemas'],
      corpusRows(verdicts, bad),
    ),
  );
  out.push('', `Servidor respondendo depois do corpus (/healthz e books.list): ${yes(alive && listed.ok)}.`);
  for (const v of bad.slice(0, 15))
    out.push(`- ${v.case.procedure} · ${v.case.category} · ${v.case.note}: ${v.problem}`);
  return { ok: inputOk, lines: out };
}

/** One row per category, then the total. */
function corpusRows(verdicts: Verdict[], bad: Verdict[]): string[][] {
  return [
    ...CATEGORIES.map((category) => {
      const list = verdicts.filter((v) => v.case.category === category);
      const fives = list.filter((v) => (v.answer?.status ?? 0) >= 500).length;
      const okCount = list.filter((v) => !v.problem).length;
      return [category, int(list.length), int(okCount), String(fives), String(list.length - okCount - fives)];
    }),
    [
      '**total**',
      `**${int(verdicts.length)}**`,
      `**${int(verdicts.length - bad.length)}**`,
      `**${verdicts.filter((v) => (v.answer?.status ?? 0) >= 500).length}**`,
      `**${bad.filter((v) => (v.answer?.status ?? 0) < 500).length}**`,
    ],
  ];
}

const MATRIX_LABEL: Record<string, string> = {
  ok: 'ok',
  UNAUTHORIZED: '401',
  FORBIDDEN: '403',
  NOT_FOUND: '404',
  BAD_REQUEST: '400',
  CONFLICT: '409',
};

// 8. The authorization matrix.
async function matrixPhase(server: ServerChild, db: DB): Promise<Phase> {
  step('matriz de autorização: cada procedimento × 4 papéis, cada chamada num mundo novo');
  const config = loadConfig({
    DATABASE_PATH: DB_PATH,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: DIR,
    SEED_DEMO: 'false',
  });
  const matrix = await runMatrix({ baseUrl: server.url, db, config });
  const surprise = surprises(matrix);
  const matrixOk = surprise.length === 0 && matrix.missing.length === 0 && matrix.unknown.length === 0;
  const out: string[] = [];
  out.push(
    '',
    `## 8. Matriz de autorização: ${matrixOk ? 'ok' : '**FALHOU**'} — ${matrix.cells.length} chamadas, ${surprise.length} surpresas, ${matrix.cells.filter((c) => c.leak).length} vazamentos, ${matrix.missing.length} procedimentos sem linha`,
    '',
    'Cada célula: o resultado real (401 login necessário, 403 proibido, 404 "não encontrado" para dado alheio, 400/409 recusa de regra); ✗ marca diferença da tabela.',
    '',
  );
  out.push(
    markdownTable(['procedimento', 'visitante', 'outro usuário', 'dono', 'admin'], matrixRows(matrix)),
  );
  if (matrix.missing.length) out.push('', `Sem linha na tabela: ${matrix.missing.join(', ')}`);
  return { ok: matrixOk, lines: out };
}

function matrixRows(matrix: MatrixRun): string[][] {
  const label = MATRIX_LABEL;
  return Object.keys(MATRIX)
    .sort()
    .map((path) => [
      path,
      ...ROLES.map((role) => {
        const cell = matrix.cells.find((c) => c.path === path && c.role === role);
        if (!cell) return '—';
        const text = label[cell.actual] ?? cell.actual;
        if (cell.leak) return `✗ ${text} (vaza)`;
        return cell.actual === cell.expected ? text : `✗ ${text} (esperado ${label[cell.expected]})`;
      }),
    ]);
}

// 9. Backup under write load; the script's own connection closes first.
async function backupPhase(server: ServerChild, db: DB): Promise<Phase> {
  await db.destroy();
  if (databaseUrl) {
    const why =
      'não se aplica no PostgreSQL: lá as cópias de segurança são do pg_dump (docs/deploy.md#backups-on-postgresql)';
    return { ok: true, lines: ['', `## 9. Backup sob escrita: ${why}`] };
  }
  step('backup com o servidor sob escrita');
  const backup = await runBackupUnderLoad({
    baseUrl: server.url,
    databasePath: DB_PATH,
    workDir: join(DIR, 'backup'),
    clients: 8,
    port: PORT + 2,
    seed: 9,
  });
  const backupOk =
    backup.integrity === 'ok' &&
    backup.missingFromCopy === 0 &&
    backup.restored.healthz === 200 &&
    backup.restored.booksListed > 0 &&
    backup.restored.integrity === 'ok';
  const out: string[] = [];
  out.push('', `## 9. Backup sob escrita: ${backupOk ? 'ok' : '**FALHOU**'}`, '');
  out.push(
    markdownTable(
      ['medida', 'valor'],
      [
        [
          '`npm run backup` em processo à parte (partida do tsx incluída)',
          `${(backup.ms / 1000).toFixed(2)} s`,
        ],
        ['tamanho da cópia', mib(backup.bytes)],
        [
          'escritas confirmadas durante a cópia',
          `${backup.ackedDuring} (${backup.writesPerSecondDuring.toFixed(0)}/s)`,
        ],
        ['integrity_check da cópia', backup.integrity],
        [
          'curtidas confirmadas antes da cópia / ausentes da cópia',
          `${int(backup.ackedBefore)} / **${backup.missingFromCopy}**`,
        ],
        [
          'linhas na cópia',
          ['users', 'books', 'likes', 'orders', 'order_items', 'cart_items']
            .map((t) => `${t} ${int(backup.counts[t] ?? 0)}`)
            .join(', '),
        ],
        [
          'restaurada (copiada para DATABASE_PATH) e servida',
          `/healthz ${backup.restored.healthz}, books.list com ${backup.restored.booksListed} livros, integrity_check ${backup.restored.integrity}`,
        ],
      ],
    ),
  );
  return { ok: backupOk, lines: out };
}

await main();
