import type { Executor } from '../client.ts';
import { insertRows } from './bulk.ts';
import {
  between,
  FIRST_RANDOM,
  type Generator,
  geometric,
  iso,
  type Row,
  SEED_EPOCH,
} from './generator-state.ts';

export async function insertFollows(g: Generator, db: Executor): Promise<void> {
  const rng = g.rng;
  const picker = g.followPicker;
  if (!picker) return;
  const rows: Row<'follows'>[] = [];
  const follow = (from: number, to: number) => {
    const a = g.users[from];
    const b = g.users[to];
    if (!a || !b) return;
    rows.push({
      follower_id: a.id,
      following_id: b.id,
      created_at: iso(between(rng, Math.max(a.createdMs, b.createdMs), SEED_EPOCH)),
    });
  };
  // The demo reader follows the demo seller and a few others.
  const readerFollows = new Set<number>([1]);
  for (let k = 0; k < 6 && readerFollows.size < 4; k++) readerFollows.add(g.sellers[picker.pick(rng)] ?? 1);
  for (const s of readerFollows) follow(0, s);

  for (let i = FIRST_RANDOM; i < g.users.length; i++) {
    if (rng.chance(0.35)) continue;
    const want = Math.min(30, 1 + geometric(rng, 3));
    const targets = new Set<number>();
    for (let attempt = 0; attempt < want * 3 && targets.size < want; attempt++) {
      const s = g.sellers[picker.pick(rng)];
      if (s !== undefined && s !== i) targets.add(s);
    }
    for (const s of targets) follow(i, s);
  }
  await insertRows(db, 'follows', rows);
}
