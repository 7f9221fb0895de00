import type { MikroORM } from "@mikro-orm/postgresql";
import { localDay } from "../kernel/local-day";

/**
 * How counts reach the database. A view or visit is added in memory and written with the others of the same
 * second, so a page view costs no write: the counters no longer hold the page up.
 *
 * The bound on loss: a count is written by the flush that starts at most `everyMs` after it was made (a flush
 * starts `everyMs` after the previous one ended), so a SIGKILL loses at most the last second's counts plus
 * those of a flush still in flight (a few milliseconds' worth). A graceful stop writes everything
 * (`stop()`), waiting at most `stopWithinMs` for the database.
 *
 * While the database refuses writes the counts are kept and tried again every `everyMs`, up to
 * `maxPendingKeys` (article, day) and day keys: past that, counts for keys not yet pending are dropped (and
 * logged once), while those already pending still add up; at that size a batch is about a megabyte of SQL.
 */
export const COUNT_FLUSH = { everyMs: 1_000, stopWithinMs: 3_000, maxPendingKeys: 50_000 };

/** Pending counts by day (YYYY-MM-DD), then by article id. */
type ViewsByDay = Map<string, Map<number, number>>;

/** One batch, taken out of the pending maps while it is written. */
interface Batch {
  views: ViewsByDay;
  visits: Map<string, number>;
}

/**
 * Article views and home visits counted in memory, one per app, written in batches: one transaction of two
 * multi-row upserts per flush, whatever the number of views. Besides what is pending, it remembers per
 * article how many views it added and how many are written, so that an answer can say the count including
 * what is still in memory (see `viewsSince`).
 */
export class CountBatcher {
  private pending: Batch = emptyBatch();
  private pendingKeys = 0;
  private writing: Batch | undefined;
  /** Views this process added and wrote, per article, since it started: answers add the difference. */
  private readonly added = new Map<number, number>();
  private readonly written = new Map<number, number>();
  private readonly visitsWritten = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private warnedFull = false;
  private failing = false;

  constructor(
    private readonly orm: MikroORM,
    /** The clock a count is dated by: a count belongs to the day it was made, not the day it is written. */
    private readonly now: () => Date = () => new Date(),
    private readonly log: (...args: unknown[]) => void = console.error,
  ) {}

  /** Flushes every `everyMs` until `stop()`; the timer never keeps the process alive. */
  start(): void {
    const tick = () => {
      this.timer = setTimeout(() => void this.flushOnTime().finally(() => this.timer && tick()), COUNT_FLUSH.everyMs).unref();
    };
    tick();
  }

  /** A timed flush: a failure is logged once while it lasts, and the counts wait for the next tick. */
  private async flushOnTime(): Promise<void> {
    try {
      await this.flush();
      if (this.failing) this.log("Counts are written again.");
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.log(`Counts could not be written; they are kept and tried again every ${COUNT_FLUSH.everyMs} ms:`, error);
      this.failing = true;
    }
  }

  /** Stops the timer and writes what is pending, giving up after `stopWithinMs` (the counts are then lost, and said so). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<"late">((resolve) => (timeout = setTimeout(() => resolve("late"), COUNT_FLUSH.stopWithinMs)));
    try {
      const outcome = await Promise.race([this.flush(), gaveUp]);
      if (outcome === "late") this.log(`Counts not written within ${COUNT_FLUSH.stopWithinMs} ms of the stop are lost: ${this.describePending()}.`);
    } catch (error) {
      this.log(`Counts could not be written at the stop and are lost (${this.describePending()}):`, error);
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Adds one view of the article, on today's date. False when the pending maps are full (the view is dropped). */
  addView(articleId: number): boolean {
    const day = localDay(this.now());
    let byArticle = this.pending.views.get(day);
    if (!byArticle) this.pending.views.set(day, (byArticle = new Map()));
    if (!this.roomFor(byArticle.has(articleId))) return false;
    byArticle.set(articleId, (byArticle.get(articleId) ?? 0) + 1);
    this.added.set(articleId, (this.added.get(articleId) ?? 0) + 1);
    return true;
  }

  /** Adds one home-page visit on today's date; false when the pending maps are full. */
  addVisit(): boolean {
    const day = localDay(this.now());
    if (!this.roomFor(this.pending.visits.has(day))) return false;
    this.pending.visits.set(day, (this.pending.visits.get(day) ?? 0) + 1);
    return true;
  }

  /**
   * Views of the article written so far by this process: asked for just before the stored count is read.
   * A batch being written is waited for first (a few milliseconds, once a second at most), so the read
   * cannot tell half of it: then the stored count has it or not, and `viewsSince` knows which.
   */
  async writtenViews(articleId: number): Promise<number> {
    await this.inFlight;
    return this.written.get(articleId) ?? 0;
  }

  /**
   * What to add to a stored count read after `writtenViews` said `writtenBefore`: the views still in
   * memory and those written since. A view is never left out of its own answer; a batch that a flush
   * starting after `writtenViews` manages to commit before the read begins would be counted twice in that
   * one answer.
   */
  viewsSince(articleId: number, writtenBefore: number): number {
    return (this.added.get(articleId) ?? 0) - writtenBefore;
  }

  /** Visits of `day` written so far by this process, asked for just before the stored count is read (as `writtenViews`). */
  async writtenVisits(day: string): Promise<number> {
    await this.inFlight;
    return this.visitsWritten.get(day) ?? 0;
  }

  /** What to add to a day's stored visit count read after `writtenVisits` said `writtenBefore`. */
  visitsSince(day: string, writtenBefore: number): number {
    const unwritten = (this.pending.visits.get(day) ?? 0) + (this.writing?.visits.get(day) ?? 0);
    return unwritten + (this.visitsWritten.get(day) ?? 0) - writtenBefore;
  }

  /**
   * Writes everything pending in one transaction. Flushes run one after another; a failed one puts its
   * counts back, to be tried again, and rejects.
   */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.writeBatch());
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /** Settles when the batch being written (if any) is written or put back; never rejects. */
  private get inFlight(): Promise<void> | undefined {
    return this.writing ? this.flushing : undefined;
  }

  private async writeBatch(): Promise<void> {
    if (this.pendingKeys === 0) return;
    const batch = (this.writing = this.pending);
    this.pending = emptyBatch();
    this.pendingKeys = 0;
    try {
      await this.orm.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        const context = em.getTransactionContext();
        const views = [...batch.views].flatMap(([day, byArticle]) => [...byArticle].map(([id, count]) => ({ id, day, count })));
        if (views.length > 0) await connection.execute(WRITE_VIEWS, [arrayOf(views.map((v) => v.id)), arrayOf(views.map((v) => v.day)), arrayOf(views.map((v) => v.count))], "run", context);
        if (batch.visits.size > 0) await connection.execute(WRITE_VISITS, [arrayOf([...batch.visits.keys()]), arrayOf([...batch.visits.values()])], "run", context);
      });
    } catch (error) {
      this.putBack(batch);
      throw error;
    } finally {
      this.writing = undefined;
    }
    for (const byArticle of batch.views.values()) for (const [id, count] of byArticle) this.written.set(id, (this.written.get(id) ?? 0) + count);
    for (const [day, count] of batch.visits) this.visitsWritten.set(day, (this.visitsWritten.get(day) ?? 0) + count);
    this.warnedFull = false;
  }

  /** A failed batch's counts, added back in front of what came meanwhile. */
  private putBack(batch: Batch): void {
    for (const [day, byArticle] of batch.views) {
      for (const [id, count] of byArticle) {
        let now = this.pending.views.get(day);
        if (!now) this.pending.views.set(day, (now = new Map()));
        if (!now.has(id)) this.pendingKeys++;
        now.set(id, (now.get(id) ?? 0) + count);
      }
    }
    for (const [day, count] of batch.visits) {
      if (!this.pending.visits.has(day)) this.pendingKeys++;
      this.pending.visits.set(day, (this.pending.visits.get(day) ?? 0) + count);
    }
  }

  /** Whether a count fits: an existing key always does, a new one while under the cap. */
  private roomFor(existing: boolean): boolean {
    if (existing) return true;
    if (this.pendingKeys < COUNT_FLUSH.maxPendingKeys) {
      this.pendingKeys++;
      return true;
    }
    if (!this.warnedFull) this.log(`${COUNT_FLUSH.maxPendingKeys} counts are waiting for the database; new ones are dropped until it takes them.`);
    this.warnedFull = true;
    return false;
  }

  private describePending(): string {
    let views = 0;
    for (const batch of [this.pending, this.writing]) for (const byArticle of batch?.views.values() ?? []) for (const count of byArticle.values()) views += count;
    const visits = [...this.pending.visits.values(), ...(this.writing?.visits.values() ?? [])].reduce((sum, n) => sum + n, 0);
    return `${views} article views, ${visits} home visits`;
  }
}

const emptyBatch = (): Batch => ({ views: new Map(), visits: new Map() });

/** A PostgreSQL array literal of numbers or YYYY-MM-DD days, which need no quoting. */
const arrayOf = (values: readonly (number | string)[]) => `{${values.join(",")}}`;

/**
 * Raises hits and the day counts together. The UPDATE comes first and locks the articles it raises, so an
 * article deleted since its views were counted is simply left out (no day row for it, no foreign-key error),
 * and one being deleted meanwhile waits for this statement. Each (article, day) appears once per batch.
 */
const WRITE_VIEWS = `with viewed as (
    select * from unnest(?::int[], ?::date[], ?::int[]) as v(article_id, day, count)
  ), raised as (
    update articles set hits = hits + total.count
    from (select article_id, sum(count)::int as count from viewed group by article_id) total
    where articles.id = total.article_id
    returning articles.id
  )
  insert into article_view_days (article_id, day, count)
  select viewed.article_id, viewed.day, viewed.count from viewed join raised on raised.id = viewed.article_id
  on conflict (article_id, day) do update set count = article_view_days.count + excluded.count`;

const WRITE_VISITS = `insert into site_visits (day, count) select * from unnest(?::date[], ?::int[])
  on conflict (day) do update set count = site_visits.count + excluded.count`;
