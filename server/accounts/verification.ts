import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { maskCpf } from '../../shared/cpf.ts';
import type { NextRequiredStep } from '../../shared/schemas/verification.ts';

// Seller verification (docs/product/accounts.md#seller-verification): email verified, identity complete, address present.

export interface VerificationStatus {
  emailVerified: boolean;
  personalInfoComplete: boolean;
  addressComplete: boolean;
  isSellerEligible: boolean;
  canSellBooks: boolean;
  nextRequiredStep: NextRequiredStep;
}

export const NOT_VERIFIED: VerificationStatus = {
  emailVerified: false,
  personalInfoComplete: false,
  addressComplete: false,
  isSellerEligible: false,
  canSellBooks: false,
  nextRequiredStep: 'email',
};

export async function verificationStatus(db: Executor, userId: string | null): Promise<VerificationStatus> {
  if (!userId) return NOT_VERIFIED;
  const row = await db
    .selectFrom('users')
    .leftJoin('user_identity_info as i', 'i.user_id', 'users.id')
    .select([
      'users.email_verified_at',
      'i.first_name',
      'i.last_name',
      'i.cpf',
      'i.birth_date',
      (eb) =>
        eb
          .exists(eb.selectFrom('user_addresses as a').select('a.id').whereRef('a.user_id', '=', 'users.id'))
          .as('has_address'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return NOT_VERIFIED;
  const emailVerified = row.email_verified_at !== null;
  const personalInfoComplete =
    Boolean(row.first_name?.trim()) &&
    Boolean(row.last_name?.trim()) &&
    Boolean(row.cpf?.trim()) &&
    Boolean(row.birth_date);
  const addressComplete = Boolean(row.has_address);
  const isSellerEligible = emailVerified && personalInfoComplete && addressComplete;
  const nextRequiredStep: NextRequiredStep = !emailVerified
    ? 'email'
    : !personalInfoComplete
      ? 'personal'
      : !addressComplete
        ? 'address'
        : 'none';
  return {
    emailVerified,
    personalInfoComplete,
    addressComplete,
    isSellerEligible,
    // Any signed-in user may start selling (docs/product/accounts.md#seller-verification); eligibility gates the listing itself.
    canSellBooks: true,
    nextRequiredStep,
  };
}

/** The identity as the owner sees it: the CPF is masked, it never travels back in full. */
export async function getIdentity(db: Executor, userId: string) {
  const row = await db
    .selectFrom('user_identity_info')
    .select(['first_name', 'last_name', 'cpf', 'birth_date', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    cpfMasked: maskCpf(row.cpf),
    birthDate: row.birth_date,
    updatedAt: row.updated_at,
  };
}

export async function saveIdentity(
  db: Executor,
  userId: string,
  input: { firstName: string; lastName: string; cpf: string; birthDate: string },
  now = new Date(),
) {
  const values = {
    first_name: input.firstName,
    last_name: input.lastName,
    cpf: input.cpf,
    birth_date: input.birthDate,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto('user_identity_info')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function getAddress(db: Executor, userId: string) {
  const row = await db
    .selectFrom('user_addresses')
    .select(['id', 'cep', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Releia keeps one address per user for now: the first one is updated in place. */
export async function saveAddress(
  db: Executor,
  userId: string,
  input: {
    cep: string;
    street: string;
    number: string;
    complement?: string | null;
    neighborhood: string;
    city: string;
    state: string;
  },
  now = new Date(),
) {
  const values = {
    cep: input.cep,
    street: input.street,
    number: input.number,
    complement: input.complement ?? null,
    neighborhood: input.neighborhood,
    city: input.city,
    state: input.state,
  };
  const existing = await getAddress(db, userId);
  if (existing) {
    await db
      .updateTable('user_addresses')
      .set(values)
      .where('id', '=', existing.id)
      .where('user_id', '=', userId)
      .execute();
    return existing.id;
  }
  const id = randomUUID();
  await db
    .insertInto('user_addresses')
    .values({ id, user_id: userId, created_at: now.toISOString(), ...values })
    .execute();
  return id;
}

/** The last verification mail sent to the user, to space out resends. */
export async function lastVerificationMailAt(db: Executor, userId: string): Promise<Date | null> {
  const row = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('kind', '=', 'verify_email')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}
