// In-process sliding-window counters for per-client limits (operator token failures, code sending, email checks,
// anonymous uploads). Each app instance has its own (`app.rateLimits`); the login throttle keeps its counts in the
// database instead because it must hold across replicas.
import { tooManyRequests } from './errors';

export interface RateRule {
  /** Name of the counter family, e.g. 'operator-token'. */
  name: string;
  limit: number;
  windowMs: number;
}

export class RateLimits {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly now: () => number = Date.now) {}

  private recent(rule: RateRule, key: string): number[] {
    const id = `${rule.name}\u0000${key}`;
    const since = this.now() - rule.windowMs;
    const list = (this.hits.get(id) ?? []).filter((at) => at > since);
    if (list.length) this.hits.set(id, list);
    else this.hits.delete(id);
    return list;
  }

  /** Seconds until the key may go again, or 0 when it is under the limit. */
  retryAfter(rule: RateRule, key: string): number {
    const list = this.recent(rule, key);
    if (list.length < rule.limit) return 0;
    const oldestCounted = list[list.length - rule.limit] ?? this.now();
    return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - this.now()) / 1000));
  }

  /** Throws 429 (retry-after) when the key already reached the limit. */
  check(rule: RateRule, key: string): void {
    const wait = this.retryAfter(rule, key);
    if (wait > 0) throw tooManyRequests(wait);
  }

  record(rule: RateRule, key: string): void {
    const id = `${rule.name}\u0000${key}`;
    const list = this.recent(rule, key);
    list.push(this.now());
    this.hits.set(id, list);
    if (this.hits.size > 50_000) this.sweep();
  }

  /** check() then record(): a call that counts whether or not it succeeds. */
  take(rule: RateRule, key: string): void {
    this.check(rule, key);
    this.record(rule, key);
  }

  private sweep(): void {
    // Keys whose newest hit is older than an hour go; every rule's window is at most that long.
    const cutoff = this.now() - 60 * 60_000;
    for (const [id, list] of this.hits) if ((list[list.length - 1] ?? 0) <= cutoff) this.hits.delete(id);
  }
}
