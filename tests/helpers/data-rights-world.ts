import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../db/password.ts';
import { writeAudit } from '../../server/accounts/audit.ts';
import type { SessionUser } from '../../server/context.ts';
import { callerFor, type TestDb } from './db.ts';
import { createBook, createOrder, createStore, createUser } from './factories.ts';

// Two members who trade and message (docs/product/data-rights.md): Ana buys from Bruno's store,
// they talk about the order, Ana reviews it, and each has listings, an identity and an address.
// Each member's personal data is distinct, so a test can search for one member's data anywhere.

export const PASSWORD = 'Senha-forte-123';

export interface Member {
  user: SessionUser;
  name: string;
  email: string;
  cpf: string;
  street: string;
  cep: string;
  phone: string;
}

async function member(t: TestDb, m: Omit<Member, 'user'>, username: string): Promise<Member> {
  const user = await createUser(t.db, {
    email: m.email,
    name: m.name,
    username,
    verified: true,
    passwordHash: await hashPassword(PASSWORD),
  });
  const now = new Date().toISOString();
  await t.db.updateTable('profiles').set({ phone: m.phone }).where('user_id', '=', user.id).execute();
  await t.db
    .insertInto('user_identity_info')
    .values({
      user_id: user.id,
      first_name: m.name.split(' ')[0] ?? m.name,
      last_name: m.name.split(' ')[1] ?? '',
      cpf: m.cpf,
      birth_date: '1990-05-10',
      updated_at: now,
    })
    .execute();
  await t.db
    .insertInto('user_addresses')
    .values({
      id: randomUUID(),
      user_id: user.id,
      cep: m.cep,
      street: m.street,
      number: '42',
      complement: null,
      neighborhood: 'Centro',
      city: 'Recife',
      state: 'PE',
      created_at: now,
    })
    .execute();
  return { user, ...m };
}

export async function tradingMembers(t: TestDb) {
  const ana = await member(
    t,
    {
      name: 'Ana Compradora',
      email: 'ana.compradora@example.com',
      cpf: '52998224725',
      street: 'Rua das Hortênsias Azuis',
      cep: '50030230',
      phone: '81999990001',
    },
    'ana-compradora',
  );
  const bruno = await member(
    t,
    {
      name: 'Bruno Vendedor',
      email: 'bruno.vendedor@example.com',
      cpf: '11144477735',
      street: 'Avenida dos Girassóis Vermelhos',
      cep: '01310200',
      phone: '11988887777',
    },
    'bruno-vendedor',
  );
  await createStore(t.db, bruno.user.id, { name: 'Sebo do Bruno' });
  // The order's address snapshot is Ana's own address, as checkout would write it.
  const delivered = await createOrder(t.db, {
    buyerId: ana.user.id,
    sellerId: bruno.user.id,
    status: 'entregue',
  });
  await t.db
    .updateTable('orders')
    .set({
      delivery_address: JSON.stringify({
        cep: ana.cep,
        street: ana.street,
        number: '42',
        complement: null,
        neighborhood: 'Centro',
        city: 'Recife',
        state: 'PE',
      }),
    })
    .where('id', '=', delivered.orderId)
    .execute();
  const brunoBook = await createBook(t.db, bruno.user.id, { title: 'Quincas Borba Anotado' });
  const anaBook = await createBook(t.db, ana.user.id, {
    title: 'Memórias Póstumas Raríssimas',
    photos: ['/images/covers/cover-001.webp'],
  });
  const asAna = callerFor(t, ana.user);
  const asBruno = callerFor(t, bruno.user);
  await asAna.likes.like({ bookId: brunoBook });
  await asAna.favourites.add({ bookId: brunoBook });
  await asAna.cart.add({ bookId: brunoBook });
  await asAna.follows.follow({ userId: bruno.user.id });
  // A delivery choice each way: hers for Bruno's parcel, his for hers.
  await asAna.delivery.choose({ sellerId: bruno.user.id, method: 'correios' });
  await asBruno.delivery.choose({ sellerId: ana.user.id, method: 'correios' });
  await asBruno.likes.like({ bookId: anaBook });
  const { conversationId } = await asAna.messages.start({ otherUserId: bruno.user.id, bookId: brunoBook });
  await asAna.messages.send({ conversationId, body: 'Olá, o livro ainda está disponível?' });
  await asBruno.messages.send({ conversationId, body: 'Está sim, pode comprar.' });
  await asAna.reviews.create({
    orderId: delivered.orderId,
    overall: 5,
    communication: 5,
    shipping: 4,
    condition: 5,
    comment: 'Chegou muito bem embalado.',
  });
  // Bruno's review of Ana reveals both (docs/product/reviews.md#double-blind).
  await asBruno.reviews.reviewBuyer({
    orderId: delivered.orderId,
    rating: 5,
    comment: 'Pagou no mesmo dia.',
  });
  await asAna.reports.create({ targetType: 'book', targetId: brunoBook, reason: 'spam' });
  // An earlier admin action named Ana in its details, as suspensions do.
  const admin = await createUser(t.db, { admin: true, name: 'Admin Releia' });
  await writeAudit(t.db, {
    actorId: admin.id,
    ip: null,
    action: 'user.grant_admin',
    targetType: 'user',
    targetId: ana.user.id,
    reason: 'teste',
    details: { label: `${ana.name} <${ana.email}>` },
  });
  await t.db
    .insertInto('outbox')
    .values({
      user_id: ana.user.id,
      kind: 'verify_email',
      to_email: ana.email,
      subject: 'Confirme seu email',
      body: `Olá, ${ana.name}!`,
      created_at: new Date().toISOString(),
      sent_at: null,
      error: null,
      next_attempt_at: null,
    })
    .execute();
  return { ana, bruno, admin, delivered, brunoBook, anaBook, conversationId };
}
