// Runs the authorization matrix (tests/server/authorization-matrix.ts) against a running
// server: for every procedure and role, a fresh World written straight into the server's
// database file (a second connection; WAL lets it write beside the server), real sessions for
// the roles, and one real HTTP call as the browser makes it.

import { randomUUID } from 'node:crypto';
import type { DB, Executor } from '../../db/client.ts';
import { hashPassword } from '../../db/password.ts';
import type { OrderStatus } from '../../db/schema.ts';
import { createVerificationToken } from '../../server/accounts/email-verification.ts';
import { createSession, generateSessionToken } from '../../server/accounts/session.ts';
import type { Config } from '../../server/config.ts';
import {
  createBook,
  createCategory,
  createOffer,
  createOrder,
  createUser,
  makeEligibleSeller,
} from '../../tests/helpers/factories.ts';
import {
  MATRIX,
  type Outcome,
  ROLES,
  type Role,
  type World,
} from '../../tests/server/authorization-matrix.ts';
import { outputProblems, outputSchemaOf } from '../../tests/server/authorization-outputs.ts';
import { mapLimit } from './accounts.ts';
import { procedureList } from './bad-input.ts';
import { firstStreamEvent, TrpcClient } from './trpc-http.ts';

const PASSWORD = 'senha-da-matriz-1';

export interface WorldSessions {
  world: World;
  /** Session tokens of the three signed-in roles. */
  tokens: Record<Exclude<Role, 'visitor'>, string>;
}

/** Everything a matrix call needs, in one transaction. */
export async function buildWorld(db: DB, config: Config, passwordHash: string): Promise<WorldSessions> {
  return db.transaction().execute(async (trx) => {
    const unique = randomUUID().slice(0, 8);
    const at = new Date().toISOString();
    // Explicit names: the factories' own counter restarts with each process, the database does not.
    const person = (role: string) => ({
      email: `${role}-${unique}@example.com`,
      username: `${role}-${unique}`,
    });
    const { owner, street } = await createOwner(trx, person('dono'), unique, at, passwordHash);
    const counterpart = await createUser(trx, { ...person('parte'), verified: true });
    await makeEligibleSeller(trx, counterpart.id);
    const trades = await createTrades(trx, owner.id, counterpart.id, at);
    const { conversation, secretMessage } = await createConversation(
      trx,
      owner.id,
      counterpart.id,
      unique,
      at,
    );
    const report = await createReport(trx, counterpart.id, trades.ownerBook, at);
    const categorySlug = `cat-${unique}`;
    const categoryId = await createCategory(trx, { slug: categorySlug, name: `Categoria ${unique}` });
    const suspended = await createUser(trx, person('suspenso'));
    await trx
      .updateTable('users')
      .set({ suspended_at: at, suspended_reason: 'matriz' })
      .where('id', '=', suspended.id)
      .execute();
    const secondAdmin = await createUser(trx, { ...person('admin2'), admin: true });
    const notification = await trx
      .insertInto('notifications')
      .values({
        user_id: owner.id,
        kind: 'follower',
        actor_id: counterpart.id,
        subject_path: '/dashboard',
        book_title: null,
        detail: null,
        created_at: at,
        read_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tokens = await roleSessions(trx, owner.id, person);
    const world: World = {
      owner: { id: owner.id, email: owner.email, username: owner.username ?? '', password: PASSWORD },
      counterpart: { id: counterpart.id },
      ...trades,
      conversation,
      notification: notification.id,
      report,
      category: { id: categoryId, slug: categorySlug },
      suspended: suspended.id,
      secondAdmin: secondAdmin.id,
      verifyToken: createVerificationToken(config, owner.id, owner.email),
      unique,
      pixKey: pixKey(unique),
      secrets: [owner.email, trades.cartItem, conversation, secretMessage, street, pixKey(unique)],
    };
    return { world, tokens };
  });
}

type Person = { email: string; username: string };

/** The owner's Pix key: an e-mail no other string of the world contains. */
const pixKey = (unique: string) => `pix-${unique}@chave.example.com`;

/** The owner: a verified eligible seller with a store and an address only they may see. */
async function createOwner(trx: Executor, who: Person, unique: string, at: string, passwordHash: string) {
  const owner = await createUser(trx, { ...who, verified: true, passwordHash });
  await makeEligibleSeller(trx, owner.id);
  const street = `Rua Secreta ${unique}`;
  await trx.updateTable('user_addresses').set({ street }).where('user_id', '=', owner.id).execute();
  await trx
    .insertInto('stores')
    .values({
      user_id: owner.id,
      store_name: `Sebo ${unique}`,
      description: null,
      location: null,
      store_photo_url: null,
      bio: null,
      is_active: 1,
      pix_key_type: 'email',
      pix_key: pixKey(unique),
      pix_name: 'Dono da matriz',
      pix_city: 'Recife',
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { owner, street };
}

/** The owner's books, cart and orders both ways with the counterpart, and a review of the owner. */
async function createTrades(trx: Executor, ownerId: string, counterpartId: string, at: string) {
  const ownerBook = await createBook(trx, ownerId);
  const ownerHiddenBook = await createBook(trx, ownerId, { status: 'hidden' });
  const counterpartBook = await createBook(trx, counterpartId);
  const cartItem = randomUUID();
  await trx
    .insertInto('cart_items')
    .values({ id: cartItem, user_id: ownerId, book_id: counterpartBook, quantity: 1, created_at: at })
    .execute();
  const sale = (status: OrderStatus) =>
    createOrder(trx, { buyerId: counterpartId, sellerId: ownerId, status });
  const purchase = (status: OrderStatus) =>
    createOrder(trx, { buyerId: ownerId, sellerId: counterpartId, status });
  const orders = {
    awaitingAsSeller: (await sale('aguardando_pagamento')).orderId,
    paidAsSeller: (await sale('pago')).orderId,
    awaitingAsBuyer: (await purchase('aguardando_pagamento')).orderId,
    shippedAsBuyer: (await purchase('enviado')).orderId,
    deliveredAsBuyer: (await purchase('entregue')).orderId,
    pickupPaidAsSeller: (
      await createOrder(trx, { buyerId: counterpartId, sellerId: ownerId, status: 'pago', pickup: true })
    ).orderId,
  };
  const reviewedOrder = (await sale('entregue')).orderId;
  const review = randomUUID();
  await trx
    .insertInto('reviews')
    .values({
      id: review,
      order_id: reviewedOrder,
      seller_id: ownerId,
      buyer_id: counterpartId,
      is_anonymous: 0,
      overall_rating: 4,
      communication_rating: 4,
      shipping_rating: 4,
      condition_rating: 4,
      comment: 'Bom vendedor',
      response: null,
      response_at: null,
      created_at: at,
      // Revealed (both reviews written or the window closed): the seller may answer it.
      visible_at: at,
    })
    .execute();
  // Offers both ways (docs/product/offers.md): one waiting for the owner as seller, one the owner
  // made that the counterpart countered.
  const offers = {
    received: await createOffer(trx, {
      bookId: ownerBook,
      buyerId: counterpartId,
      sellerId: ownerId,
      amountCents: 2000,
    }),
    countered: await createOffer(trx, {
      bookId: counterpartBook,
      buyerId: ownerId,
      sellerId: counterpartId,
      amountCents: 2000,
      counterCents: 2500,
      status: 'countered',
    }),
  };
  return {
    ownerBook,
    ownerHiddenBook,
    cartItem,
    orders: { ...orders, deliveredAsSeller: reviewedOrder },
    review,
    offers,
  };
}

/** A conversation the counterpart started with the owner, holding a secret message. */
async function createConversation(
  trx: Executor,
  ownerId: string,
  counterpartId: string,
  unique: string,
  at: string,
) {
  const conversation = randomUUID();
  const [userA, userB] = [ownerId, counterpartId].sort();
  await trx
    .insertInto('conversations')
    .values({
      id: conversation,
      user_a: userA ?? ownerId,
      user_b: userB ?? counterpartId,
      subject: 'general',
      book_id: null,
      order_id: null,
      created_by: counterpartId,
      created_at: at,
      last_message_at: at,
    })
    .execute();
  const secretMessage = `Segredo ${unique}`;
  await trx
    .insertInto('messages')
    .values({
      conversation_id: conversation,
      sender_id: counterpartId,
      body: secretMessage,
      created_at: at,
    })
    .execute();
  return { conversation, secretMessage };
}

async function createReport(trx: Executor, reporterId: string, bookId: string, at: string): Promise<string> {
  const report = randomUUID();
  await trx
    .insertInto('reports')
    .values({
      id: report,
      reporter_id: reporterId,
      target_type: 'book',
      target_id: bookId,
      reason: 'spam',
      details: null,
      status: 'open',
      resolution_note: null,
      created_at: at,
      resolved_at: null,
      resolved_by: null,
    })
    .execute();
  return report;
}

/** Sessions of the three signed-in roles: the owner, another user and an admin. */
async function roleSessions(
  trx: Executor,
  ownerId: string,
  person: (role: string) => Person,
): Promise<WorldSessions['tokens']> {
  const other = await createUser(trx, person('outro'));
  const admin = await createUser(trx, { ...person('admin'), admin: true });
  const tokens = {
    owner: generateSessionToken(),
    other: generateSessionToken(),
    admin: generateSessionToken(),
  };
  await createSession(trx, tokens.owner, ownerId);
  await createSession(trx, tokens.other, other.id);
  await createSession(trx, tokens.admin, admin.id);
  return tokens;
}

export interface MatrixCell {
  path: string;
  role: Role;
  expected: Outcome;
  actual: string;
  /** An owner secret found in a visitor's or another user's successful answer. */
  leak: string | null;
  /**
   * What a successful answer breaks of the procedure's output schema (a key it does not name), or
   * the owner's data in someone else's answer from a procedure without one
   * (docs/decisions/035-output-schemas.md).
   */
  output: string | null;
}

export interface MatrixRun {
  cells: MatrixCell[];
  /** Procedures of the router without a row. */
  missing: string[];
  /** Rows naming no procedure. */
  unknown: string[];
}

/** Calls every procedure (or `only` these) as every role, each in a fresh world. */
export async function runMatrix(opts: {
  baseUrl: string;
  db: DB;
  config: Config;
  only?: readonly string[];
}): Promise<MatrixRun> {
  const procedures = procedureList();
  const known = new Set(procedures.map((p) => p.path));
  const missing = procedures.map((p) => p.path).filter((p) => !MATRIX[p]);
  const unknown = Object.keys(MATRIX).filter((p) => !known.has(p));
  const passwordHash = await hashPassword(PASSWORD);
  const jobs = procedures
    .filter((p) => MATRIX[p.path] && (!opts.only || opts.only.includes(p.path)))
    .flatMap((p) => ROLES.map((role) => ({ procedure: p, role })));
  const cells = await mapLimit(jobs, 4, async ({ procedure, role }): Promise<MatrixCell> => {
    const row = MATRIX[procedure.path];
    if (!row) throw new Error(`sem linha para ${procedure.path}`);
    const { world, tokens } = await buildWorld(opts.db, opts.config, passwordHash);
    const input = row.input?.(world);
    const token = role === 'visitor' ? null : tokens[role];
    let actual: string;
    let text = '';
    let output: string | null = null;
    if (procedure.type === 'subscription') {
      const event = await firstStreamEvent(opts.baseUrl, procedure.path, input, token);
      actual = event.ok ? 'ok' : event.code;
      text = event.text;
    } else {
      const client = new TrpcClient(opts.baseUrl, { keepAlive: false });
      client.session = token;
      const result = await client.call(procedure.type, procedure.path, input);
      actual = result.ok ? 'ok' : result.error.code;
      text = result.ok ? JSON.stringify(result.data) : '';
      if (result.ok) output = outputProblems(procedure.path, result.data).join('; ') || null;
    }
    const stranger = actual === 'ok' && (role === 'visitor' || role === 'other');
    const { leak, unschemed } = stranger
      ? strangerAnswer(procedure.path, text, world, new Set(row.shows?.(world) ?? []))
      : { leak: null, unschemed: null };
    return {
      path: procedure.path,
      role,
      expected: row.expect[role],
      actual,
      leak,
      output: unschemed ?? output,
    };
  });
  return { cells, missing, unknown };
}

/**
 * What a visitor's or another member's successful answer holds of the owner beyond what its row
 * shows: a secret, or the owner's id or username from a procedure without an output schema (a
 * new procedure returning members' data that nobody marked).
 */
function strangerAnswer(path: string, text: string, world: World, shown: ReadonlySet<string>) {
  const leak = world.secrets.find((s) => !shown.has(s) && text.includes(s)) ?? null;
  let rest = text;
  for (const s of shown) rest = rest.replaceAll(s, '');
  const namesOwner =
    rest.includes(world.owner.id) || (world.owner.username !== '' && rest.includes(world.owner.username));
  const unschemed =
    namesOwner && !outputSchemaOf(path) ? 'dados de outro membro sem esquema de saída (.output())' : null;
  return { leak, unschemed };
}

/** Cells that differ from the table, leak, or send what their output schema does not name. */
export function surprises(run: MatrixRun): MatrixCell[] {
  return run.cells.filter((c) => c.actual !== c.expected || c.leak !== null || c.output !== null);
}
