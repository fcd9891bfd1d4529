import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadConfig } from '../server/config.ts';

const config = loadConfig();
const { db } = createDb(config);
const applied = await migrateToLatest(db);
console.info(
  applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já está atualizado.',
);
await db.destroy();
