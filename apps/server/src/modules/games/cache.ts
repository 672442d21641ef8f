/**
 * A small per-instance TTL cache for catalogue reads (game pages, hot games, categories): the catalogue changes
 * rarely and is read on every lobby visit, so it should not cost a query each time. Same freshness contract as the
 * merchant cache: other instances see a change within the TTL; a TTL of 0 disables caching (tests).
 */
const MAX_ENTRIES = 1000;

export class TtlCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(private readonly ttlMs: number) {}

  /** The cached value of key, or load() once (concurrent callers share the same promise). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    // A failed load is not kept: the next caller tries again.
    value.catch(() => this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: Date.now(), value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets every entry (an operator changed the catalogue: this instance shows it at once). */
  clear(): void {
    this.entries.clear();
  }
}
