// A tiny FIFO mutex: PGlite is one connection, so at most one Kysely "connection" may be checked out at a time,
// otherwise statements of two transactions would interleave on the same session.
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
    this.tail = this.tail.then(() => next);
    return ready;
  }
}
