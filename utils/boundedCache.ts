// A Map that keeps at most `limit` entries, forgetting the oldest first: for results that are pure functions of
// their key (a formatted price range, an encrypted product link) and cost enough to be worth keeping, in a
// process that lives for days (the server) or a page open for hours (the browser).
export class BoundedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  /** The kept value for `key`, or the one `compute` makes (then kept). */
  get(key: string, compute: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
