import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadConfig } from '../server/config.ts';

// npm run outbox [-- --all]: prints the mail Releia has "sent". Without SMTP_URL configured this
// is where verification links are read; by default the 20 most recent messages, oldest first.

const all = process.argv.includes('--all');
const config = loadConfig();
const { db } = createDb(config);
try {
  await migrateToLatest(db);
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'to_email', 'subject', 'body', 'created_at', 'sent_at', 'error'])
    .orderBy('id', 'desc')
    .limit(all ? 10_000 : 20)
    .execute();
  if (rows.length === 0) {
    console.info('Caixa de saída vazia.');
  } else {
    for (const row of rows.reverse()) {
      const status = row.sent_at
        ? `enviado ${row.sent_at}`
        : row.error
          ? `falhou: ${row.error}`
          : 'não enviado (sem SMTP)';
      console.info(`──── #${row.id} · ${row.created_at} · ${status}`);
      console.info(`Para: ${row.to_email}`);
      console.info(`Assunto: ${row.subject}\n`);
      console.info(`${row.body}\n`);
    }
  }
} finally {
  await db.destroy();
}
