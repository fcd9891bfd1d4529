import { DEMO_PASSWORD, expect, screenshot, test } from './fixtures.ts';
import { signIn } from './helpers.ts';
import { readDb } from './order-steps.ts';

// Accounts (docs/product/accounts.md), in the browser against the real server (playwright.config.ts)
// with the demo accounts of the seed (password releia-demo).

/** The newest verification link in the outbox, as `npm run outbox` would print it. */
async function verificationLink(email: string): Promise<string> {
  const row = await readDb((db) =>
    db
      .selectFrom('outbox')
      .select('body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
  );
  const match = row && /https?:\/\/\S+\/verificar-email\?token=\S+/.exec(row.body);
  if (!match) throw new Error(`nenhum link para ${email}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test('register, verify email from the outbox, fill identity and address, become an eligible seller; sign out and in again', async ({
  page,
}) => {
  const email = `nova.${Date.now()}@example.com`;
  await page.goto('/auth?tab=register');
  const submit = page.getByRole('button', { name: 'Criar conta', exact: true });
  await page.getByLabel('Nome', { exact: true }).fill('Nina');
  await page.getByLabel('Sobrenome').fill('Teste');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('livros');
  await expect(page.getByRole('list', { name: 'Requisitos da senha' })).toContainText(
    'Pelo menos 8 caracteres: pendente',
  );
  await page.getByLabel('Senha', { exact: true }).fill('livros2024');
  await expect(page.getByRole('list', { name: 'Requisitos da senha' })).toContainText(
    'Pelo menos 8 caracteres: atendido',
  );
  // Submit stays disabled until the terms are accepted.
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Li e aceito os/).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  await expect(page.getByText('Próxima etapa').first()).toBeVisible();
  await screenshot(page, 'accounts-dashboard-new');

  await page.goto(await verificationLink(email));
  await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para Meu Perfil' }).click();

  const identity = page.locator('form', { has: page.getByLabel('CPF') });
  await identity.getByLabel('CPF').fill('52998224724');
  await identity.getByLabel('Data de nascimento').fill('1990-05-17');
  await identity.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(identity.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await expect(identity.getByLabel('CPF')).toHaveValue('529.982.247-24');
  await identity.getByLabel('CPF').fill('52998224725');
  await identity.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  const personalStep = page.getByRole('listitem').filter({ hasText: '2. Dados pessoais' });
  await expect(personalStep).toContainText('Concluído');
  await personalStep.getByText('2. Dados pessoais').click();
  await expect(personalStep.getByText(/CPF \*\*\*\.982\.247-\*\*/)).toBeVisible();

  const address = page.locator('form', { has: page.getByLabel('CEP') });
  await address.getByLabel('CEP').fill('01310100');
  await expect(address.getByLabel('CEP')).toHaveValue('01310-100');
  await address.getByLabel('Rua').fill('Avenida Paulista');
  await address.getByLabel('Número').fill('1000');
  await address.getByLabel('Bairro').fill('Bela Vista');
  await address.getByLabel('Cidade').fill('São Paulo');
  await address.getByLabel('Estado').selectOption('SP');
  await address.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Conta verificada: você já pode vender livros.')).toBeVisible();
  await screenshot(page, 'accounts-dashboard-eligible');

  // Eligible now: /add-book shows the form instead of the next verification step.
  await page.goto('/add-book');
  await expect(page.getByRole('heading', { level: 1, name: 'Vender Livros' })).toBeVisible();
  await expect(page.getByLabel('Título')).toBeVisible();

  // Sign out from the header menu: every session ends and the user lands on /auth.
  await page.goto('/');
  await page.getByRole('button', { name: /Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

  await signIn(page, email, 'livros2024');
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Menu da conta/ })).toBeVisible();
});

test('a visitor is sent from /pedidos to /auth, and back after signing in', async ({ page }) => {
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fpedidos$/);
  await page.getByLabel('Email', { exact: true }).fill('leitor@example.com');
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('heading', { name: 'Meus pedidos' })).toBeVisible();
});

test('a non-admin is sent from /admin to /', async ({ page }) => {
  await signIn(page, 'leitor@example.com');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Encontre seu próximo livro favorito' })).toBeVisible();
});

test('the admin demo account sees /admin', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Painel administrativo' })).toBeVisible();
  await expect(page.getByText(/Conectado como administrador/)).toBeVisible();
});

test.describe('wrong credentials', () => {
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('a wrong password is said once, beside the form, and keeps what was typed', async ({ page }) => {
    await signIn(page, 'livreiro@example.com', 'senha-errada');
    await expect(page.getByRole('alert').filter({ hasText: 'Email ou senha incorretos' })).toBeVisible();
    // Not a toast as well (docs/product/accounts.md#sign-in).
    await expect(page.getByText('Email ou senha incorretos')).toHaveCount(1);
    await expect(page.getByText('Erro no login')).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('livreiro@example.com');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test('signed-in visitors are redirected away from /auth; the password can be shown', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Senha', { exact: true });
  await password.fill('segredo');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await signIn(page, 'livreiro@example.com');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
});

test('another open tab follows a sign-out', async ({ page, context }) => {
  await signIn(page, 'leitor@example.com');
  await expect(page).toHaveURL(/\/$/);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Meu Perfil' })).toBeVisible();
  await page.getByRole('button', { name: /Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(other).toHaveURL(/\/auth\?redirect=/);
});
