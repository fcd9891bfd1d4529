import { type Address, PASSWORD, type Person, SAO_PAULO, verificationLink } from './community-cast.ts';
import { fillAddress } from './community-steps.ts';
import { expect, type Page, screenshot, test } from './fixtures.ts';
import { submitRegistration } from './helpers.ts';
import { measureTouchTargets } from './touch-targets.ts';

// Becoming a seller on the empty install (docs/product/selling.md#becoming-a-seller; the
// 'community' project runs the files named *community.spec.ts on the SEED_DEMO=false server): a
// visitor's 'Vender Livros' leads to 'Criar conta', then to the steps, each done in place, and on
// to a listed book, once on a computer and once on a phone. Nobody else in the community specs is
// touched.

test.describe.configure({ mode: 'serial', retries: 0, timeout: 120_000 });

interface Newcomer {
  person: Person;
  cpf: string;
  birthDate: string;
  address: Address;
  title: string;
}

const AT: Record<1280 | 390, Newcomer> = {
  1280: {
    person: {
      first: 'Vera',
      last: 'Vendedora',
      email: 'vera.vendedora@example.com',
      username: 'vera-vendedora',
    },
    cpf: '52998224725',
    birthDate: '1981-06-02',
    address: SAO_PAULO,
    title: 'O Tempo e o Vento',
  },
  390: {
    person: {
      first: 'Davi',
      last: 'Desapega',
      email: 'davi.desapega@example.com',
      username: 'davi-desapega',
    },
    cpf: '11144477735',
    birthDate: '1994-01-20',
    address: { ...SAO_PAULO, number: '2000' },
    title: 'Vidas Secas',
  },
};

const SHOTS = 'becoming-a-seller';

/** 'Vender Livros' where the width shows it: the header on a computer, the menu on a phone. */
async function sellBooks(page: Page, width: number) {
  if (width >= 1024) {
    await page.getByRole('banner').getByRole('link', { name: 'Vender Livros' }).click();
  } else {
    // On a phone, the hero's 'Vender Agora': the header has no room for 'Vender Livros'.
    await page.getByRole('link', { name: 'Vender Agora' }).click();
  }
}

async function registerFromSellBooks(page: Page, n: Newcomer, width: number) {
  await page.goto('/');
  await sellBooks(page, width);
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadd-book/);
  await expect(page.getByText('Entre para vender seus livros.')).toBeVisible();
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  await submitRegistration(page, n.person, PASSWORD);
}

const progress = (page: Page) => page.getByRole('status').filter({ hasText: /anunciar/ });
const currentStep = (page: Page) => page.locator('li[aria-current="step"]');

async function listFirstBook(page: Page, n: Newcomer) {
  await page.getByRole('link', { name: 'Anunciar um livro' }).first().click();
  await expect(page).toHaveURL(/\/add-book$/);
  await page.getByRole('textbox', { name: 'Título' }).fill(n.title);
  await page.getByRole('textbox', { name: 'Autor', exact: true }).fill('Autor Clássico');
  await page.getByRole('combobox', { name: 'Condição' }).selectOption({ label: 'Bom' });
  await page.getByRole('textbox', { name: 'Preço' }).fill('24,90');
  await page.getByRole('button', { name: 'Publicar livro' }).click();
  await expect(page.getByText('Livro publicado com sucesso.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: n.title })).toBeVisible();
}

for (const width of [1280, 390] as const) {
  test(`a new member goes from 'Vender Livros' through the steps to a listed book, at ${width} px`, async ({
    page,
  }) => {
    const n = AT[width];
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await registerFromSellBooks(page, n, width);

    await expect(page).toHaveURL(/\/comecar-a-vender$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Comece a vender' })).toBeVisible();
    await expect(progress(page)).toHaveText('Faltam 3 passos para anunciar.');
    await expect(currentStep(page)).toHaveCount(1);
    await expect(currentStep(page).getByRole('heading', { level: 2 })).toHaveText(
      '1. Email confirmado: Passo atual',
    );
    await expect(page.getByRole('link', { name: 'Anunciar um livro' })).toHaveCount(0);
    await screenshot(page, `start-${width}`, SHOTS);

    // Whatever the page shows, the server refuses a listing until the steps are done.
    const refused = await page.request.post('/trpc/books.create', {
      data: { json: { title: n.title } },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(refused.status()).toBe(403);

    // 1. The link of the confirmation e-mail, then back to the steps.
    await page.goto(await verificationLink(n.person.email));
    await expect(page.getByRole('heading', { name: 'Email confirmado!' })).toBeVisible();
    await page.getByRole('link', { name: 'Continuar a vender' }).click();
    await expect(progress(page)).toHaveText('Faltam 2 passos para anunciar.');
    await expect(page.getByRole('listitem').filter({ hasText: '1. Email confirmado' })).toContainText(
      `${n.person.email} confirmado.`,
    );

    // 2. Personal data, in place; the next step's title takes the focus.
    let step = currentStep(page);
    await expect(step.getByRole('heading', { level: 2 })).toHaveText('2. Dados pessoais: Passo atual');
    await expect(step.getByLabel('Nome', { exact: true })).toHaveValue(n.person.first);
    await step.getByLabel('CPF').fill(n.cpf);
    await step.getByLabel('Data de nascimento').fill(n.birthDate);
    await step.getByRole('button', { name: 'Salvar dados pessoais' }).click();
    await expect(progress(page)).toHaveText('Falta 1 passo para anunciar.');
    step = currentStep(page);
    await expect(step.getByRole('heading', { level: 2 })).toHaveText('3. Endereço: Passo atual');
    await expect(step.getByRole('heading', { level: 2 })).toBeFocused();
    await screenshot(page, `address-${width}`, SHOTS);

    // 3. Address: the listing form opens; delivery and Pix are next, optional.
    await fillAddress(step, n.address);
    await step.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(progress(page)).toHaveText(
      'Pronto para anunciar. Falta só um passo opcional: entrega e Pix.',
    );
    step = currentStep(page);
    await expect(step.getByRole('heading', { level: 2 })).toHaveText('4. Entrega e Pix: Passo atual');
    await expect(step.getByRole('button', { name: 'Salvar formas de entrega' })).toBeVisible();

    // 4. The Pix key, before the store was ever saved.
    await step.getByLabel('Tipo de chave').selectOption('email');
    await step.getByLabel('Chave Pix').fill(n.person.email);
    await step.getByLabel(/Nome no código/).fill(`${n.person.first} ${n.person.last}`);
    await step.getByLabel('Cidade', { exact: true }).fill(n.address.city);
    await step.getByRole('button', { name: 'Salvar chave Pix' }).click();
    await expect(progress(page)).toHaveText('Tudo pronto: você já pode anunciar.');
    await expect(currentStep(page)).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: '4. Entrega e Pix' })).toContainText(
      'Concluído',
    );
    if (width === 390) {
      // Measured once the toasts are gone: their close buttons grow into place as they slide in.
      await expect(page.getByRole('button', { name: 'Fechar notificação' })).toHaveCount(0, {
        timeout: 15_000,
      });
      expect((await measureTouchTargets(page)).small).toEqual([]);
    }
    await screenshot(page, `done-${width}`, SHOTS);

    await listFirstBook(page, n);
    // A seller now: 'Vender Livros' opens the form itself.
    await page.goto('/');
    await sellBooks(page, width);
    await expect(page).toHaveURL(/\/add-book$/);
    await expect(page.getByRole('button', { name: 'Publicar livro' })).toBeVisible();
  });
}
