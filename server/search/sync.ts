import { sql } from 'kysely';
import { changeStamp, type DB } from '../../db/client.ts';
import { listed } from '../repositories/listed.ts';
import { type SearchSourceRow, searchSourceQuery } from './source.ts';

// Following the database: the index catches up before each search with the books and profiles
// changed since a watermark, and every so often counts the listed books to notice deleted rows,
// which leave nothing to catch up from.

/** Re-read the last few seconds of changes: a write can commit with a slightly older stamp. */
const SYNC_MARGIN_MS = 5000;
/** How often a search may pay for the count that detects deleted rows. */
const COUNT_CHECK_MS = 30_000;

/** What the sync changes in the index. */
export interface SyncTarget {
  /** Indexed books (live slots). */
  readonly size: number;
  /** Slots of removed books still held, which a rebuild drops. */
  readonly deadCount: number;
  /** Replaces everything indexed with the listed books among `rows`. */
  load(rows: readonly SearchSourceRow[]): void;
  /** Indexes a changed book afresh, or drops it if it is no longer listed. */
  apply(row: SearchSourceRow): void;
  /** Re-indexes a listed book whose seller may have a new name. */
  refreshSeller(row: SearchSourceRow): void;
  remove(id: string): void;
  indexedIds(): Iterable<string>;
  has(id: string): boolean;
}

function marginBefore(watermark: string): string {
  const ms = Date.parse(watermark);
  return Number.isNaN(ms) ? '' : new Date(ms - SYNC_MARGIN_MS).toISOString();
}

export class IndexSync {
  private built = false;
  /** The database's change stamp when the index last caught up (null: unknown). */
  private stamp: string | null = null;
  private countCheckOwed = false;
  private watermark = '';
  private profileWatermark = '';
  private seenProfiles = new Map<string, string>();
  private lastCountCheck = 0;
  private syncing: Promise<void> | null = null;
  private rebuiltAt: number | null = null;

  constructor(
    private readonly db: DB,
    private readonly target: SyncTarget,
  ) {}

  /** When the index was last built from scratch (ms since the epoch; null: not yet). */
  get lastRebuildAt(): number | null {
    return this.rebuiltAt;
  }

  /** Brings the index up to date with the database; concurrent callers share one sync. */
  async sync(): Promise<void> {
    if (!this.syncing) {
      const { deadCount, size } = this.target;
      this.syncing = (
        this.built && deadCount < Math.max(1000, size / 4) ? this.catchUpIfChanged() : this.rebuild()
      ).finally(() => {
        this.syncing = null;
      });
    }
    return this.syncing;
  }

  private async rebuild(): Promise<void> {
    const db = this.db;
    const marks = await db
      .selectFrom('books')
      .select(sql<string | null>`max(updated_at)`.as('wm'))
      .executeTakeFirstOrThrow();
    const profileMarks = await db
      .selectFrom('profiles')
      .select(sql<string | null>`max(updated_at)`.as('wm'))
      .executeTakeFirstOrThrow();
    const rows = await searchSourceQuery(db)
      .where(listed)
      .orderBy('books.updated_at')
      .orderBy('books.id')
      .execute();
    this.target.load(rows);
    this.watermark = marks.wm ?? '';
    this.profileWatermark = profileMarks.wm ?? '';
    this.seenProfiles.clear();
    this.lastCountCheck = Date.now();
    this.countCheckOwed = false;
    this.stamp = null;
    this.built = true;
    this.rebuiltAt = Date.now();
  }

  /** Catches up unless nothing at all was written since the last time (one cheap statement). */
  private async catchUpIfChanged(): Promise<void> {
    const stamp = await changeStamp(this.db);
    // A deletion leaves no row to catch up from, only the periodic count finds it; one is owed
    // after any catch-up that did not count.
    const countDue = this.countCheckOwed && Date.now() - this.lastCountCheck >= COUNT_CHECK_MS;
    if (stamp !== null && stamp === this.stamp && !countDue) return;
    await this.catchUpBooks();
    await this.catchUpProfiles();
    await this.checkCount();
    this.stamp = stamp;
  }

  private async catchUpBooks(): Promise<void> {
    const changed = await searchSourceQuery(this.db)
      .where('books.updated_at', '>=', marginBefore(this.watermark))
      // The order of a rebuild, so slots (fuse.js's tie-break) stay in listing order.
      .orderBy('books.updated_at')
      .orderBy('books.id')
      .execute();
    for (const row of changed) {
      this.target.apply(row);
      if (row.updated_at > this.watermark) this.watermark = row.updated_at;
    }
  }

  /** The seller's name is a search key: re-read the books of sellers who edited their profile. */
  private async catchUpProfiles(): Promise<void> {
    const db = this.db;
    const profiles = await db
      .selectFrom('profiles')
      .select(['user_id', 'updated_at'])
      .where('updated_at', '>=', marginBefore(this.profileWatermark))
      .execute();
    const renamed = profiles.filter((p) => this.seenProfiles.get(p.user_id) !== p.updated_at);
    for (const p of profiles) {
      this.seenProfiles.set(p.user_id, p.updated_at);
      if (p.updated_at > this.profileWatermark) this.profileWatermark = p.updated_at;
    }
    if (renamed.length > 0) {
      const rows = await searchSourceQuery(db)
        .where(
          'books.user_id',
          'in',
          renamed.map((p) => p.user_id),
        )
        .where(listed)
        .execute();
      for (const row of rows) this.target.refreshSeller(row);
    }
    if (this.seenProfiles.size > 10_000) this.seenProfiles.clear();
  }

  /** Deleted rows leave no trace to sync from; a count that disagrees with the index finds them. */
  private async checkCount(): Promise<void> {
    const now = Date.now();
    this.countCheckOwed = now - this.lastCountCheck < COUNT_CHECK_MS;
    if (this.countCheckOwed) return;
    this.lastCountCheck = now;
    const { n } = await this.db
      .selectFrom('books')
      .select(sql<number>`count(*)`.as('n'))
      .where(listed)
      .executeTakeFirstOrThrow();
    if (n !== this.target.size) await this.reconcile();
  }

  /** Drops every indexed book that is no longer listed and adds any listed one it lacks. */
  private async reconcile(): Promise<void> {
    const listedRows = await this.db.selectFrom('books').select('id').where(listed).execute();
    const ids = new Set(listedRows.map((r) => r.id));
    for (const id of [...this.target.indexedIds()]) if (!ids.has(id)) this.target.remove(id);
    const missing = listedRows.filter((r) => !this.target.has(r.id)).map((r) => r.id);
    for (let i = 0; i < missing.length; i += 500) {
      const rows = await searchSourceQuery(this.db)
        .where('books.id', 'in', missing.slice(i, i + 500))
        .execute();
      for (const row of rows) this.target.apply(row);
    }
  }
}
