import type { Executor } from '../client.ts';

// Demo members are the accounts the seed wrote (users.is_demo = 1); every other account is a
// real member, made through sign-up or Google (docs/product/demo-data.md#what-counts-as-demo-data).

export interface MemberCounts {
  demo: number;
  real: number;
}

export async function countMembers(db: Executor): Promise<MemberCounts> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => ['is_demo', eb.fn.countAll<number>().as('n')])
    .groupBy('is_demo')
    .execute();
  const count = (isDemo: 0 | 1) => Number(rows.find((r) => r.is_demo === isDemo)?.n ?? 0);
  return { demo: count(1), real: count(0) };
}

/** '1 membro real', '3 membros reais'. */
export function realMembersText(n: number): string {
  return `${n.toLocaleString('pt-BR')} ${n === 1 ? 'membro real' : 'membros reais'}`;
}
