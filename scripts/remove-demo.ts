import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { realMembersText, removeGeneratedFiles } from '../db/seed/index.ts';
import { databaseLabel, loadConfig } from '../server/config.ts';
import { removeDemoMembers } from '../server/demo.ts';

// npm run remove-demo: leaves demo mode, keeping real members and the categories
// (docs/product/demo-data.md#leaving-demo-mode). Safe while the server runs: one transaction.

const config = loadConfig();
const { db } = createDb(config);
try {
  await migrateToLatest(db);
  const removed = await removeDemoMembers(db);
  if (removed.members === 0) {
    console.info(`O banco ${databaseLabel(config)} não tem dados de demonstração; nada foi apagado.`);
  } else {
    await removeGeneratedFiles(config.DATA_DIR);
    const n = (value: number) => value.toLocaleString('pt-BR');
    console.info(
      `Dados de demonstração apagados de ${databaseLabel(config)}: ${n(removed.members)} contas, ` +
        `${n(removed.books)} livros e ${n(removed.orders)} pedidos, com tudo o que era delas.`,
    );
    console.info(`Ficaram ${realMembersText(removed.realMembers)} e as categorias.`);
  }
} catch (error) {
  console.error('Erro ao apagar os dados de demonstração:', error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
