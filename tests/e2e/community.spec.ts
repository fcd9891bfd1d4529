import { strFromU8 } from 'fflate';
import { CATEGORY_GROUPS } from '../../shared/categories.ts';
import {
  ADMIN,
  ANA,
  ANA_GUIA,
  ANA_MEMORIAS,
  BELO_HORIZONTE,
  BOUGHT,
  BRUNO,
  BRUNO_CORTICO,
  BRUNO_MEMORIAS,
  CARLA,
  CARLA_MESSAGE,
  fullName,
  LISTINGS,
  PASSWORD,
  SAO_PAULO,
  terminal,
} from './community-cast.ts';
import { chooseDeliveries, payByPix } from './community-checkout.ts';
import { deleteMyAccount, downloadMyData } from './community-data-rights.ts';
import { handOver, offerDelivery, quote, saveStore, setPixKey } from './community-delivery.ts';
import { intentOnAnEmptyInstall } from './community-intent.ts';
import { offerCounteredAndAccepted } from './community-offers.ts';
import {
  card,
  fillAddress,
  listBook,
  openListing,
  openMainMenu,
  receiveAndReview,
  register,
  registerAndVerify,
  search,
  shipSale,
  signInAs,
  signOut,
  visitHome,
} from './community-steps.ts';
import { wantsOnAnEmptyInstall } from './community-wants.ts';
import { expect, type Page, screenshot, test } from './fixtures.ts';
import { adminSignIn, confirmWithReason, HOME_SECTION_TITLES, rate, signIn } from './helpers.ts';

// The life of a community from an empty install, on the server of the 'community' project
// (SEED_DEMO=false, a database of its own; playwright.config.ts): the first member becomes admin
// from the terminal, two sellers join, set how they deliver and list books, a visitor finds them, a
// buyer buys from both (one parcel by post, one in hand), the admin suspends and reinstates a
// seller, and the buyer takes her data and deletes her account. Only the browser is used, and the
// terminal only where a maintainer would: make-admin and the outbox.

// Each test goes on from the database the one before it left, and the first needs an empty
// install: the file runs in order and a retry could not start over. A test walks many pages, so it
// gets more than the 30 s default.
test.describe.configure({ mode: 'serial', retries: 0, timeout: 120_000 });

const shot = (page: Page, name: string) => screenshot(page, name, 'community');

test('an empty install: the hero, one invitation to list the first book, the Categorias groups and no demo data', async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encontre seu próximo livro favorito' }),
    ).toBeVisible();
    // 'Vender Agora' in the hero: on a phone the header has no room for 'Vender Livros'.
    await expect(page.getByRole('link', { name: 'Vender Agora' })).toBeInViewport();
    // Said once, not six empty carousels.
    const books = page.locator('#livros');
    await expect(books.getByRole('heading', { level: 2 })).toHaveText(['Ainda não há livros à venda']);
    for (const title of HOME_SECTION_TITLES) {
      await expect(books.getByRole('region', { name: title, exact: true })).toHaveCount(0);
    }
    await expect(page.getByText('Nenhum livro disponível', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText('Dados de demonstração')).toHaveCount(0);
    await expect(page.getByText('Para preparar a comunidade')).toHaveCount(0);
    await shot(page, `community-home-empty-${width}`);
  }
  // A visitor's 'Anunciar o primeiro livro' signs in first, then comes back to the listing path.
  await page.getByRole('link', { name: 'Anunciar o primeiro livro' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fadd-book/);
  await page.goto('/');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Categorias', exact: true }).click();
  const menu = page.getByRole('menu');
  for (const group of CATEGORY_GROUPS) await expect(menu.getByText(group, { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Romance', exact: true }).click();
  await expect(page).toHaveURL('/categoria/romance');
  await expect(page.getByRole('heading', { level: 1, name: 'Romance' })).toBeVisible();
  await expect(page.getByText('Nenhum livro disponível', { exact: true })).toBeVisible();

  // No invented stores, authors or books anywhere.
  await page.goto('/livrarias');
  await expect(page.getByText('Nenhuma livraria ainda')).toBeVisible();
  await page.goto('/autores');
  await expect(page.getByText('Nenhum autor encontrado')).toBeVisible();
  await page.goto('/livraria/livreiro');
  await expect(page.getByText('Loja não encontrada', { exact: true }).first()).toBeVisible();
  await page.goto('/mais-vendidos');
  await expect(page.getByText('Nenhum livro disponível', { exact: true })).toBeVisible();
  await expect(page.getByText('Dados de demonstração')).toHaveCount(0);
});

test('the maintainer creates the first account, makes it admin from the terminal and edits a category', async ({
  page,
}) => {
  await register(page, ADMIN);
  expect(await terminal('make-admin', ADMIN.email)).toContain('agora é administrador(a)');

  // The admin role comes with a new session.
  await signOut(page);
  await adminSignIn(page, ADMIN.email, PASSWORD);
  await expect(page.getByText('Dados de demonstração')).toHaveCount(0);

  // Still no book: the home tells the admin what to set up first.
  await page.goto('/');
  const setup = page.getByRole('region', { name: 'Ainda não há livros à venda' });
  await expect(setup.getByRole('heading', { level: 3, name: 'Para preparar a comunidade' })).toBeVisible();
  await expect(setup.getByRole('link', { name: 'Categorias' })).toHaveAttribute('href', '/admin/categorias');
  await expect(setup.getByRole('link', { name: 'Email (SMTP)' })).toHaveAttribute('href', '/admin');
  await shot(page, 'community-home-empty-admin-1280');

  await page.getByRole('button', { name: 'Categorias', exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Ficção', { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Romance', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  const description = 'Histórias de amor escolhidas pela nossa comunidade de leitores.';
  await page.goto('/admin/categorias');
  await page.getByRole('button', { name: 'Editar Romance' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Descrição/).fill(description);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Romance' }).first()).toContainText('Ativa');
  await page.goto('/categoria/romance');
  await expect(page.getByText(description)).toBeVisible();
});

test('two sellers register, confirm their e-mail from the outbox and fill in CPF and address', async ({
  page,
  newContext,
}) => {
  await registerAndVerify(page, ANA);
  await page.getByRole('link', { name: 'Ir para Meu Perfil' }).click();

  // A wrong CPF says so in Portuguese and keeps everything typed.
  const identity = page.locator('form', { has: page.getByLabel('CPF') });
  await expect(identity.getByLabel('Nome', { exact: true })).toHaveValue(ANA.first);
  await identity.getByLabel('CPF').fill('52998224724');
  await identity.getByLabel('Data de nascimento').fill('1988-03-09');
  await identity.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(identity.getByText('CPF inválido: confira os dígitos.')).toBeVisible();
  await expect(identity.getByLabel('CPF')).toHaveValue('529.982.247-24');
  await expect(identity.getByLabel('Nome', { exact: true })).toHaveValue(ANA.first);
  await expect(identity.getByLabel('Sobrenome')).toHaveValue(ANA.last);
  await expect(identity.getByLabel('Data de nascimento')).toHaveValue('1988-03-09');
  await identity.getByLabel('CPF').fill('52998224725');
  await identity.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '2. Dados pessoais' })).toContainText(
    'Concluído',
  );

  // A short CEP, the same.
  const address = page.locator('form', { has: page.getByLabel('CEP') });
  await fillAddress(address, { ...SAO_PAULO, cep: '0131' });
  await address.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(address.getByText('CEP deve ter 8 dígitos')).toBeVisible();
  await expect(address.getByLabel('Rua')).toHaveValue(SAO_PAULO.street);
  await expect(address.getByLabel('Número')).toHaveValue(SAO_PAULO.number);
  await expect(address.getByLabel('Bairro')).toHaveValue(SAO_PAULO.neighborhood);
  await expect(address.getByLabel('Cidade')).toHaveValue(SAO_PAULO.city);
  await expect(address.getByLabel('Estado')).toHaveValue(SAO_PAULO.state);
  await address.getByLabel('CEP').fill(SAO_PAULO.cep);
  await address.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Conta verificada: você já pode vender livros.')).toBeVisible();

  // A brand-new seller's store exists already, empty.
  await page.getByRole('button', { name: /^Menu da conta/ }).click();
  await page.getByRole('menuitem', { name: 'Minha Livraria' }).click();
  await expect(page).toHaveURL(`/livraria/${ANA.username}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(ANA) })).toBeVisible();
  // In the header's rating and in 'Reputação' (docs/product/reviews.md#reputation).
  await expect(page.getByText('Novo vendedor', { exact: true })).toHaveCount(2);
  await expect(page.getByTestId('seller-reputation')).toContainText('Membro desde');
  await expect(page.getByText('Nenhum livro disponível', { exact: true })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, `community-new-store-${width}`);
  }

  const bruno = await (await newContext()).newPage();
  await registerAndVerify(bruno, BRUNO);
  await bruno.getByRole('link', { name: 'Ir para Meu Perfil' }).click();
  const brunoIdentity = bruno.locator('form', { has: bruno.getByLabel('CPF') });
  await brunoIdentity.getByLabel('CPF').fill('11144477735');
  await brunoIdentity.getByLabel('Data de nascimento').fill('1975-11-30');
  await brunoIdentity.getByRole('button', { name: 'Salvar dados pessoais' }).click();
  await fillAddress(bruno.locator('form', { has: bruno.getByLabel('CEP') }), BELO_HORIZONTE);
  await bruno.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(bruno.getByText('Conta verificada: você já pode vender livros.')).toBeVisible();
});

test('the sellers list four books with photos, one with two authors, two copies of the same work', async ({
  page,
  newContext,
}) => {
  await signInAs(page, ANA);
  const bruno = await (await newContext()).newPage();
  await signInAs(bruno, BRUNO);
  for (const [i, listing] of LISTINGS.entries()) {
    await listBook(listing.seller === ANA ? page : bruno, listing, (i % 3) + 1);
  }
  await page.goto('/estante');
  for (const listing of [ANA_MEMORIAS, ANA_GUIA]) {
    await expect(page.getByRole('listitem').filter({ hasText: listing.title })).toContainText('Disponível');
  }
});

test('the sellers choose how they deliver: Ana also in person in São Paulo, Bruno by post at his price with a Pix key', async ({
  page,
  newContext,
}) => {
  await signInAs(page, ANA);
  await saveStore(page, fullName(ANA));
  const entrega = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Entrega', exact: true }) });
  await entrega.getByRole('checkbox', { name: 'Envio pelos Correios' }).uncheck();
  await entrega.getByRole('button', { name: 'Salvar formas de entrega' }).click();
  await expect(entrega.getByRole('alert')).toHaveText('Ofereça ao menos uma forma de entrega.');
  await offerDelivery(page, { post: '12,00', pickup: { city: 'São Paulo', state: 'SP' } });

  const bruno = await (await newContext()).newPage();
  await signInAs(bruno, BRUNO);
  await saveStore(bruno, fullName(BRUNO));
  await setPixKey(bruno, '111.444.777-35', 'Bruno Sebastiao', 'Belo Horizonte');
  await offerDelivery(bruno, { post: '18,90', pickup: null });

  // A visitor in São Paulo sees each seller's options on the book page.
  const visitor = await (await newContext()).newPage();
  const ana = await quote(visitor, ANA_MEMORIAS, '01310-100');
  await expect(ana).toHaveText([
    /^Correios5 a 10 dias úteisR\$ 12,00$/,
    /^Retirada em mãosEm São Paulo\/SP, para quem está nessa cidadeGrátis$/,
  ]);
  for (const width of [1280, 390]) {
    await visitor.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await visitor.getByRole('list', { name: 'Opções de frete' }).scrollIntoViewIfNeeded();
    await shot(visitor, `community-shipping-quote-${width}`);
  }
  await expect(await quote(visitor, BRUNO_CORTICO, '01310-100')).toHaveText([
    /^Correios5 a 10 dias úteisR\$ 18,90$/,
  ]);
});

test('a visitor finds every book: Lançamentos, search with and without accents, categories, authors and stores', async ({
  page,
}) => {
  const launches = await visitHome(page);
  for (const listing of LISTINGS) {
    await expect(card(launches, listing).locator('img[src^="/images/books/"]')).toBeVisible();
  }
  // The seller's name on a card leads to their store, with the book on it.
  await card(launches, ANA_GUIA)
    .getByRole('link', { name: fullName(ANA) })
    .click();
  await expect(page).toHaveURL(`/livraria/${ANA.username}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(ANA) })).toBeVisible();
  await expect(card(page, ANA_GUIA)).toBeVisible();
  await expect(card(page, ANA_MEMORIAS)).toBeVisible();
  await page.goto(`/livraria/${BRUNO.username}`);
  await expect(card(page, BRUNO_MEMORIAS)).toBeVisible();
  await expect(card(page, BRUNO_CORTICO)).toBeVisible();

  // Accents do not matter. Ana's and Bruno's 'Memórias' are one work: one result that counts
  // both copies, whose page lists the other (docs/product/search.md#works).
  const memorias = page.getByRole('article').filter({ hasText: ANA_MEMORIAS.title });
  for (const query of ['memorias', 'Memórias']) {
    await search(page, query);
    await expect(memorias).toHaveCount(1);
    await expect(memorias).toContainText('2 exemplares a partir de R$ 19,90');
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, `community-search-work-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await memorias.getByRole('link', { name: ANA_MEMORIAS.title, exact: true }).click();
  const others = page.getByRole('region', { name: 'Outros exemplares desta obra' });
  await expect(others.getByRole('link')).toHaveCount(1);
  await expect(others.getByRole('link')).toContainText(/R\$ (25,00|19,90)/);
  // A word misspelt past what search forgives finds nothing, and offers the catalogue's word.
  await search(page, 'kortiko');
  await expect(page.getByText('Nenhum livro encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'cortico', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para "cortico"' })).toBeVisible();
  await expect(card(page, BRUNO_CORTICO)).toBeVisible();
  await search(page, 'cortico');
  await expect(card(page, BRUNO_CORTICO)).toBeVisible();
  await search(page, 'Otavio Bastos');
  await expect(card(page, ANA_GUIA)).toBeVisible();

  for (const listing of LISTINGS) {
    await page.goto(`/categoria/${listing.categorySlug}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.category })).toBeVisible();
    await expect(card(page, listing)).toBeVisible();
  }
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/categoria/romance');
    await expect(card(page, BRUNO_MEMORIAS)).toBeVisible();
    await shot(page, `community-category-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // No sale yet: 'Mais Vendidos' keeps its name and says honestly that likes order the books.
  await openMainMenu(page, 'Mais Vendidos');
  await expect(page).toHaveURL('/mais-vendidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mais Vendidos' })).toBeVisible();
  await expect(page.getByText(/então a lista segue as curtidas/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(LISTINGS.length);

  // Every author of a book, the co-author included, has a page listing it.
  for (const listing of LISTINGS) {
    for (const author of listing.authors) {
      await openListing(page, listing);
      await page.getByRole('link', { name: author, exact: true }).first().click();
      await expect(page).toHaveURL(/\/autor\/[a-z0-9-]+$/);
      await expect(card(page, listing), `${author} na página do autor`).toBeVisible();
    }
  }
  // ...and the lists of authors and stores count them.
  await openMainMenu(page, 'Autores');
  const authors = page.getByRole('list', { name: 'Autores' });
  await expect(authors.getByRole('link', { name: /Machado de Assis/ })).toContainText('2 livros');
  await expect(authors.getByRole('link', { name: /Otávio Bastos Lima/ })).toContainText('1 livro');
  await openMainMenu(page, 'Livrarias');
  for (const seller of [ANA, BRUNO]) {
    await expect(
      page.getByRole('list', { name: 'Livrarias' }).getByRole('link', { name: new RegExp(fullName(seller)) }),
    ).toContainText('2 livros à venda');
  }
});

test('a visitor’s cart goes into the account they create, and Comprar leads through sign-in to that book’s checkout, at 1280 and 390 px', async ({
  page,
}) => {
  await intentOnAnEmptyInstall(page);
});

test('a buyer joins, likes a book, follows a seller, buys from both sellers and writes to one', async ({
  page,
}) => {
  await registerAndVerify(page, CARLA);

  await openListing(page, ANA_GUIA);
  const like = page.getByRole('button', { name: `Curtir ${ANA_GUIA.title}` });
  await like.click();
  await expect(page.getByRole('button', { name: `Descurtir ${ANA_GUIA.title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(`/livraria/${BRUNO.username}`);
  await page
    .getByRole('button', { name: `Seguir ${fullName(BRUNO)}` })
    .first()
    .click();
  await expect(page.getByText('Usuário seguido com sucesso.').last()).toBeVisible();
  await expect(page.getByRole('button', { name: `Seguindo ${fullName(BRUNO)}` }).first()).toBeVisible();

  for (const listing of BOUGHT) {
    await openListing(page, listing);
    await page.getByRole('button', { name: 'Adicionar ao carrinho' }).click();
    await expect(page.getByRole('button', { name: 'No carrinho' })).toBeDisabled();
  }
  await page.goto('/carrinho');
  await expect(page.getByTestId('cart-group')).toHaveCount(2);
  await page.getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  // A buyer without an address gives one here, and keeps it.
  const delivery = page.getByRole('form', { name: 'Novo endereço de entrega' });
  await fillAddress(delivery, SAO_PAULO);
  await expect(delivery.getByRole('checkbox', { name: /Salvar como meu endereço/ })).toBeChecked();
  await chooseDeliveries(page);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page).toHaveURL(/\/pedidos\/[0-9a-f-]{36}/);
  await expect(page.getByText('Sua compra gerou 2 pedidos, um por livraria')).toBeVisible();
  await expect(page.getByTestId('order-status').first()).toHaveText('Aguardando pagamento');
  await payByPix(page, BRUNO_CORTICO);

  await page.goto(`/livraria/${ANA.username}`);
  await page.getByRole('button', { name: 'Conversar' }).first().click();
  await expect(page).toHaveURL(/\/chats\/[0-9a-f-]{36}$/);
  const box = page.getByRole('textbox', { name: 'Mensagem' });
  await box.fill(CARLA_MESSAGE);
  await box.press('Enter');
  await expect(page.getByRole('log').getByText(CARLA_MESSAGE)).toBeVisible();
});

test('Ana hands her sale over in person, Bruno ships his; the buyer confirms both and reviews, each order page following the other party without a reload', async ({
  page,
  newContext,
}) => {
  await signInAs(page, ANA);
  await handOver(page, ANA_MEMORIAS);

  // Carla keeps Bruno's order open on her phone while he confirms her Pix and ships it
  // (docs/product/orders.md#following-the-other-party).
  const carla = await (await newContext()).newPage();
  await signInAs(carla, CARLA);
  await carla.goto('/pedidos');
  await carla.getByTestId('order-row').filter({ hasText: BRUNO_CORTICO.title }).click();
  await carla.setViewportSize({ width: 390, height: 844 });
  const brunoOrder = carla.getByTestId('order-status').first();
  await expect(brunoOrder).toHaveText('Aguardando pagamento');

  const bruno = await (await newContext()).newPage();
  await signInAs(bruno, BRUNO);
  await shipSale(bruno, BRUNO_CORTICO);
  await expect(brunoOrder).toHaveText('Enviado');
  await carla.setViewportSize({ width: 1280, height: 800 });

  // Ana's order page, open at 1280 px since her handover, hears Carla's.
  await receiveAndReview(carla, ANA_MEMORIAS, 5, 'Combinamos no metrô, tudo certo.', true);
  await expect(page.getByTestId('order-status').first()).toHaveText('Entregue');
  await page.goto('/chats');
  await expect(page.getByRole('link', { name: new RegExp(fullName(CARLA)) })).toContainText(CARLA_MESSAGE);
  await receiveAndReview(carla, BRUNO_CORTICO, 4, 'Livro conforme o anúncio.');

  // Each seller reviews Carla, which reveals both reviews (docs/product/reviews.md#double-blind).
  for (const [seller, sale] of [
    [page, ANA_MEMORIAS],
    [bruno, BRUNO_CORTICO],
  ] as const) {
    await seller.goto('/pedidos?aba=vendas');
    await seller.getByTestId('order-row').filter({ hasText: sale.title }).click();
    await expect(seller.getByTestId('order-review')).toHaveCount(0);
    await rate(seller, /^Nota para /, 5);
    await seller.getByRole('button', { name: 'Enviar avaliação do comprador' }).click();
    await expect(seller.getByTestId('order-review')).toBeVisible();
  }

  // The stores show the real rating and sales.
  for (const [seller, rating] of [
    [ANA, '5,0'],
    [BRUNO, '4,0'],
  ] as const) {
    await carla.goto(`/livraria/${seller.username}`);
    const header = carla.getByRole('region', { name: fullName(seller) });
    await expect(header).toContainText(new RegExp(`Nota média ${rating} de 5\\s*\\(1 avaliação\\)`));
    const sales = carla.locator('dt', { hasText: 'Vendas' }).locator('xpath=following-sibling::dd');
    await expect(sales).toHaveText('1');
  }
});

test('the sold books leave every list and search; Mais Vendidos puts the other copy of the sold work first', async ({
  page,
}) => {
  const launches = await visitHome(page);
  await expect(card(launches, BRUNO_MEMORIAS)).toBeVisible();
  for (const sold of BOUGHT) await expect(card(launches, sold)).toHaveCount(0);
  await search(page, 'memorias');
  await expect(card(page, BRUNO_MEMORIAS)).toBeVisible();
  await expect(card(page, ANA_MEMORIAS)).toHaveCount(0);
  // The search forgives typos, so other books may answer: only the sold one must not.
  await search(page, 'cortico');
  await expect(card(page, BRUNO_CORTICO)).toHaveCount(0);
  for (const sold of BOUGHT) {
    await page.goto(`/categoria/${sold.categorySlug}`);
    await expect(page.getByRole('heading', { level: 1, name: sold.category })).toBeVisible();
    await expect(card(page, sold)).toHaveCount(0);
    await page.goto(`/livraria/${sold.seller.username}`);
    await expect(page.getByRole('heading', { level: 1, name: fullName(sold.seller) })).toBeVisible();
    await expect(card(page, sold)).toHaveCount(0);
  }
  await page.goto('/autor/machado-de-assis');
  await expect(card(page, BRUNO_MEMORIAS)).toBeVisible();
  await expect(card(page, ANA_MEMORIAS)).toHaveCount(0);

  // The work sold once ranks above the liked book that never sold, and the page says why.
  await openMainMenu(page, 'Mais Vendidos');
  await expect(page).toHaveURL('/mais-vendidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mais Vendidos' })).toBeVisible();
  await expect(page.getByText(/vendas da mesma obra/)).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(BRUNO_MEMORIAS.title);
  await expect(first).toContainText(fullName(BRUNO));
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the buyer saves a search and a work in her Lista de desejos; a seller lists a match and she hears of it live and by mail', async ({
  page,
  newContext,
}) => {
  await wantsOnAnEmptyInstall(page, await (await newContext()).newPage(), BRUNO_MEMORIAS);
});

test('Ana raises her offer floor; Carla offers on Ana\u2019s guide, Ana counters, Carla accepts and sees the agreed price in her cart', async ({
  page,
  newContext,
}) => {
  await offerCounteredAndAccepted(page, await (await newContext()).newPage());
});

test('the admin suspends a seller: their books and store leave; reinstated, they come back', async ({
  page,
  newContext,
}) => {
  await adminSignIn(page, ADMIN.email, PASSWORD);
  await page.getByRole('link', { name: 'Usuários', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios/);
  await page.getByLabel('Buscar usuários').fill(BRUNO.email);
  const row = page.getByRole('row').filter({ hasText: BRUNO.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Suspender' }).click();
  await confirmWithReason(page, 'Suspender', 'Anúncios repetidos (teste da comunidade)');
  await expect(row.getByText('Suspensa', { exact: true })).toBeVisible();

  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/livraria/${BRUNO.username}`);
  await expect(visitor.getByText('Loja não encontrada', { exact: true }).first()).toBeVisible();
  const launches = await visitHome(visitor);
  await expect(card(launches, ANA_GUIA)).toBeVisible();
  await expect(card(launches, BRUNO_MEMORIAS)).toHaveCount(0);
  await search(visitor, 'memorias');
  await expect(card(visitor, BRUNO_MEMORIAS)).toHaveCount(0);

  await page.getByLabel('Mostrar').selectOption('suspended');
  await page
    .getByRole('row')
    .filter({ hasText: BRUNO.email })
    .getByRole('button', { name: 'Reativar' })
    .click();
  await confirmWithReason(page, 'Reativar', 'Conversamos e está tudo certo');

  await visitor.goto(`/livraria/${BRUNO.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: fullName(BRUNO) })).toBeVisible();
  await expect(card(visitor, BRUNO_MEMORIAS)).toBeVisible();
  await visitor.goto('/');
  await expect(card(launches, BRUNO_MEMORIAS)).toBeVisible();
  await search(visitor, 'memorias');
  await expect(card(visitor, BRUNO_MEMORIAS)).toBeVisible();
});

test.describe('data rights', () => {
  // The deleted account's refused sign-in answers 400, as any wrong password does.
  test.use({ allowedConsoleErrors: [/status of 400 .*accounts\.login/] });

  test('the buyer downloads her data and deletes her account; the seller keeps the sale under Conta excluída', async ({
    page,
    newContext,
  }) => {
    await signInAs(page, CARLA);
    const files = await downloadMyData(page);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['conta.json', 'pedidos.json', 'mensagens.json']),
    );
    expect(strFromU8(files['conta.json'] ?? new Uint8Array())).toContain(CARLA.email);
    expect(JSON.parse(strFromU8(files['pedidos.json'] ?? new Uint8Array()))).toHaveLength(2);
    await deleteMyAccount(page);
    await signIn(page, CARLA.email, PASSWORD);
    await expect(page.getByRole('tabpanel', { name: 'Entrar' }).getByRole('alert')).toContainText(
      'Email ou senha incorretos',
    );

    const ana = await (await newContext()).newPage();
    await signInAs(ana, ANA);
    await ana.goto('/pedidos?aba=vendas');
    await ana.getByTestId('order-row').filter({ hasText: ANA_MEMORIAS.title }).click();
    await expect(ana.getByTestId('order-status').first()).toHaveText('Entregue');
    const buyer = ana.getByRole('region', { name: 'Comprador' });
    await expect(buyer).toContainText('Conta excluída');
    await expect(buyer).not.toContainText(CARLA.email);
  });
});
