/**
 * Knows the database's cache_version, asking the database at most once every `maxStaleMs` while traffic
 * lasts. An answer cached at version V may be served while the last version read is still V, so a write
 * made by another process reaches this one's readers at most `maxStaleMs` (plus one query) later.
 * After a request of this process that may have written, `expire()` makes the next reader ask again,
 * so a process always reads its own writes at once.
 */
export class VersionClock {
  private known: number | undefined;
  /** When the check that gave `known` started: the version was at least `known` from that moment on. */
  private knownSince = -Infinity;
  /** Readers arriving after this moment need a check started after it. */
  private expiredAt = -Infinity;
  private running: { startedAt: number; result: Promise<number | undefined> } | undefined;

  constructor(
    private readonly readVersion: () => Promise<number>,
    private readonly maxStaleMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * A version no older than the bound, or undefined when the database cannot tell (then nothing may be
   * served). A plain number when the last check is recent enough, which is the common case: no promise.
   */
  current(): number | Promise<number | undefined> {
    const arrived = this.now();
    const oldestUsable = Math.max(arrived - this.maxStaleMs, this.expiredAt);
    if (this.known !== undefined && this.knownSince >= oldestUsable) return this.known;
    // Many readers share one check, but only one that started late enough for each of them.
    if (this.running && this.running.startedAt >= oldestUsable) return this.running.result;
    return this.check(arrived);
  }

  expire(): void {
    this.expiredAt = this.now();
  }

  private check(startedAt: number): Promise<number | undefined> {
    const result = this.readVersion().then(
      (version) => {
        if (startedAt >= this.knownSince) {
          this.known = version;
          this.knownSince = startedAt;
        }
        return version;
      },
      () => undefined,
    );
    this.running = { startedAt, result };
    void result.finally(() => {
      if (this.running?.result === result) this.running = undefined;
    });
    return result;
  }
}
