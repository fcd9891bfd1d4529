import { createDb } from '../db/client.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { findUserByEmail, grantAdmin } from '../server/accounts/users.ts';
import { loadConfig } from '../server/config.ts';
import { emailSchema } from '../shared/schemas/accounts.ts';

// npm run make-admin -- EMAIL: the first admin is made from the terminal, never from the web
// (docs/product/accounts.md#admins). The account must exist already (sign up first).

const parsed = emailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('Uso: npm run make-admin -- email@exemplo.com');
  process.exit(1);
}
const email = parsed.data;
const config = loadConfig();
const { db } = createDb(config);
try {
  await migrateToLatest(db);
  const user = await findUserByEmail(db, email);
  if (!user) {
    console.error(`Nenhuma conta com o email ${email}. Crie a conta no site e rode o comando de novo.`);
    process.exitCode = 1;
  } else {
    await grantAdmin(db, user.id);
    console.info(`${user.name} <${email}> agora é administrador(a). Saia e entre de novo para ver o painel.`);
  }
} finally {
  await db.destroy();
}
