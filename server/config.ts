import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { compileTrustProxy } from './http/client-address.ts';

/** The CEP providers server/cep/lookup.ts knows. */
export type CepProviderName = 'brasilapi' | 'viacep';
/** The ISBN providers server/isbn/lookup.ts knows. */
export type IsbnProviderName = 'brasilapi' | 'openlibrary';

// Every setting Releia reads from the environment, validated once at start so a typo in a
// deployment fails loudly instead of running with a silent default.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('./data/releia.db'),
  // postgres://user:pass@host:5432/releia (or postgresql://) runs on PostgreSQL instead of the SQLite
  // file at DATABASE_PATH (docs/decisions/026-postgresql-engine.md); unset keeps SQLite.
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL deve começar com postgres:// ou postgresql://.')
    .optional(),
  // Processes serving the one port (docs/decisions/051-several-processes-on-one-machine.md):
  // `auto` is one per core; 1 serves from this process alone, as before. On SQLite they share the
  // file (WAL); on PostgreSQL each keeps its own pool of DATABASE_POOL_SIZE.
  PROCESSES: z
    .string()
    .trim()
    .regex(/^(auto|[1-9][0-9]?)$/, 'PROCESSES deve ser auto ou um número de 1 a 99.')
    .default('1')
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  // Connections the PostgreSQL pool keeps at most (each process has its own pool); unused on SQLite.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  // Uploaded photos and generated covers live beside the database by default.
  DATA_DIR: z.string().min(1).optional(),
  // The address people reach Releia at: links in mail, the sitemap, and where `npm run doctor`
  // asks for /healthz. Only http(s) makes a link a browser opens.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL deve ser um endereço completo com http:// ou https://.' })
    .default('http://localhost:3000'),
  // The demo data set written into an empty database on start; `false` starts with no books.
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // `false` runs the API alone: no client build at start, no static files, no app pages. For
  // processes that only take API calls (load and crash tests) and for a client served elsewhere.
  SERVE_CLIENT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Limits that tRPC leaves off by default.
  TRPC_MAX_BATCH: z.coerce.number().int().min(1).default(20),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(1_000_000),
  // 'Continuar com Google' appears only when both are set (docs/product/accounts.md#google).
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  // Registration with email and password; `false` restores the 'Use o Google' notice (docs/product/accounts.md#registration).
  PASSWORD_SIGNUP: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // smtp://user:pass@host:587 or smtps://...; without it mail goes to the outbox (`npm run outbox`).
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      hostname: /./,
      error: 'SMTP_URL deve ser um endereço smtp://usuário:senha@servidor:porta ou smtps://...',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Releia <nao-responda@releia.local>'),
  // Signs email-verification links. When unset, a random key is generated on first start and kept
  // in DATA_DIR/secret.key (mode 0600), so a fresh clone runs with no configuration and the key
  // still survives restarts (see server/app-secret.ts).
  APP_SECRET: z.string().min(32, 'APP_SECRET deve ter ao menos 32 caracteres.').optional(),
  // Login throttling: after 5 failures each further attempt waits this long times the excess.
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  // How often this process runs the orders' deadlines job (docs/product/orders.md#deadlines): once
  // a minute is plenty for deadlines counted in days; the end-to-end servers run it every second.
  ORDER_DEADLINES_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  // Where the production client is built (when stale) and served from. Another directory lets a
  // second server serve another build of the same checkout (the update-prompt e2e test).
  CLIENT_DIR: z.string().min(1).default('./dist/client'),
  // Off by default: the client address is the socket's and X-Forwarded-For is ignored, so no
  // client can choose its address. Behind a reverse proxy: the number of proxies in front (1 for
  // one Caddy or nginx) or their addresses/CIDRs, with `loopback`, `linklocal`, `uniquelocal`.
  // `true` is refused. See server/http/client-address.ts.
  TRUST_PROXY: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        compileTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  // Limits counted in the database (server/rate-limits/limiter.ts), so several processes share them.
  // New accounts per client address per hour (sign-up form or Google).
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Writes (tRPC mutations, photo uploads) per minute for one session and for one address.
  // Reads are never limited. The address limit is high because without TRUST_PROXY behind a
  // proxy, or behind a school's NAT, one address is many people (the benchmark's 200 readers
  // send about 4 000 writes a minute from one address).
  WRITES_PER_MINUTE_PER_SESSION: z.coerce.number().int().min(1).default(120),
  WRITES_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).default(6000),
  // Resized images kept in DATA_DIR/cache/images; past this the least recently used go.
  IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().min(1_000_000).default(500_000_000),
  // Memory each process may give to visitors' public answers kept between requests (books, home
  // carousels, store headers, categories; docs/decisions/050-public-answer-cache.md); past it the
  // least recently used go. 0 turns the cache off: every request is computed.
  PUBLIC_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(64_000_000),
  // Observability (docs/deploy.md): the log's level, a file that gets a copy of every log line,
  // and the Bearer token /metrics requires (open when unset).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FILE: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN deve ter ao menos 16 caracteres.').optional(),
  // Backups (docs/deploy.md#backups): where `npm run backup` writes them (default DATA_DIR/backups,
  // see backupDirOf in server/backups/catalogue.ts) and how many of the newest it keeps.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  // pg_dump and pg_restore, when neither the PATH nor Debian's /usr/lib/postgresql/*/bin has them.
  PG_DUMP_PATH: z.string().min(1).optional(),
  PG_RESTORE_PATH: z.string().min(1).optional(),
  // Free space, in MiB, the start (server/startup-checks.ts) and `npm run doctor` require under
  // DATA_DIR and beside the database: below it the start stops, before SQLite or a photo upload
  // fails half-way on a full disk.
  MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(200),
  // CEP providers that fill an address from its CEP (docs/product/delivery.md#a-cep-fills-the-address),
  // asked in this order, the next only when one fails or knows nothing; `off` asks none. Each
  // at its own base URL, so a test, a mirror or a proxy can stand in.
  CEP_PROVIDERS: z
    .string()
    .trim()
    .regex(
      /^(off|(brasilapi|viacep)(\s*,\s*(brasilapi|viacep))*)$/,
      'CEP_PROVIDERS deve ser off ou uma lista de brasilapi e viacep separada por vírgulas.',
    )
    .default('brasilapi,viacep')
    .transform(
      (v) => (v === 'off' ? [] : [...new Set(v.split(',').map((p) => p.trim()))]) as CepProviderName[],
    ),
  CEP_BRASILAPI_URL: z
    .url({ protocol: /^https?$/, error: 'CEP_BRASILAPI_URL deve ser um endereço http:// ou https://.' })
    .default('https://brasilapi.com.br'),
  CEP_VIACEP_URL: z
    .url({ protocol: /^https?$/, error: 'CEP_VIACEP_URL deve ser um endereço http:// ou https://.' })
    .default('https://viacep.com.br'),
  // ISBN providers that fill the add-book form from an ISBN (docs/product/listing.md#prefill-from-the-isbn),
  // asked in this order, the next only when one fails or knows nothing; `off` asks none. Each at its
  // own base URL (Open Library's covers at theirs), so a test, a mirror or a proxy can stand in.
  ISBN_PROVIDERS: z
    .string()
    .trim()
    .regex(
      /^(off|(brasilapi|openlibrary)(\s*,\s*(brasilapi|openlibrary))*)$/,
      'ISBN_PROVIDERS deve ser off ou uma lista de brasilapi e openlibrary separada por vírgulas.',
    )
    .default('brasilapi,openlibrary')
    .transform(
      (v) => (v === 'off' ? [] : [...new Set(v.split(',').map((p) => p.trim()))]) as IsbnProviderName[],
    ),
  ISBN_BRASILAPI_URL: z
    .url({ protocol: /^https?$/, error: 'ISBN_BRASILAPI_URL deve ser um endereço http:// ou https://.' })
    .default('https://brasilapi.com.br'),
  ISBN_OPENLIBRARY_URL: z
    .url({ protocol: /^https?$/, error: 'ISBN_OPENLIBRARY_URL deve ser um endereço http:// ou https://.' })
    .default('https://openlibrary.org'),
  ISBN_OPENLIBRARY_COVERS_URL: z
    .url({
      protocol: /^https?$/,
      error: 'ISBN_OPENLIBRARY_COVERS_URL deve ser um endereço http:// ou https://.',
    })
    .default('https://covers.openlibrary.org'),
  // Requests per second this server sends the ISBN providers, all lookups together (counted in the
  // database, so several processes share it); a mirror of one's own may take more.
  ISBN_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1000).default(5),
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Configuração inválida:\n${issues}`);
  }
  const { DATA_DIR, ...rest } = parsed.data;
  return { ...rest, DATA_DIR: DATA_DIR ?? dirname(rest.DATABASE_PATH), CLIENT_DIR: resolve(rest.CLIENT_DIR) };
}

/**
 * Each bad setting with zod's message, for the start's one line per variable
 * (server/startup-checks.ts); none when loadConfig would accept `env`.
 */
export function settingIssues(env: NodeJS.ProcessEnv): { variable: string; message: string }[] {
  const parsed = envSchema.safeParse(env);
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message }));
}

/**
 * The database as messages name it: the SQLite file, or PostgreSQL's host and database without
 * the user or password a URL may carry.
 */
export function databaseLabel(config: Pick<Config, 'DATABASE_PATH' | 'DATABASE_URL'>): string {
  if (!config.DATABASE_URL) return config.DATABASE_PATH;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL ${url.host}${url.pathname}`;
}
