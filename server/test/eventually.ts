/**
 * Reads until `read` gives what `done` accepts (every 50 ms, for up to 30 s), and returns the last reading: for
 * what another server does in its own time (a delivery, a job), checked by the caller's own `expect` after.
 */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
