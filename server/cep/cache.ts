import type { Executor } from '../../db/client.ts';
import type { CepAddress } from '../../shared/schemas/cep.ts';

// The CEP providers' answers kept (server/cep/lookup.ts), found or not.

/** What was kept for `cep`: its address, null when it was not found, undefined when never asked. */
export interface CachedCep {
  address: CepAddress | null;
  lookedUpAt: Date;
}

export async function cachedCep(db: Executor, cep: string): Promise<CachedCep | undefined> {
  const row = await db
    .selectFrom('cep_lookups')
    .select(['found', 'street', 'neighborhood', 'city', 'state', 'looked_up_at'])
    .where('cep', '=', cep)
    .executeTakeFirst();
  if (!row) return undefined;
  const address =
    row.found === 1 && row.city && row.state
      ? { street: row.street ?? '', neighborhood: row.neighborhood ?? '', city: row.city, state: row.state }
      : null;
  return { address, lookedUpAt: new Date(row.looked_up_at) };
}

/** Keeps a provider's answer for `cep` (null: not found), replacing an older one. */
export async function keepCep(
  db: Executor,
  cep: string,
  answer: { address: CepAddress; provider: string } | null,
  now = new Date(),
): Promise<void> {
  const row = {
    found: answer ? (1 as const) : (0 as const),
    street: answer?.address.street ?? null,
    neighborhood: answer?.address.neighborhood ?? null,
    city: answer?.address.city ?? null,
    state: answer?.address.state ?? null,
    provider: answer?.provider ?? null,
    looked_up_at: now.toISOString(),
  };
  await db
    .insertInto('cep_lookups')
    .values({ cep, ...row })
    .onConflict((oc) => oc.column('cep').doUpdateSet(row))
    .execute();
}
