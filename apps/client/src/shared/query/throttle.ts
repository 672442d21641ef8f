/**
 * Spec throttle for the unread count (250 ms): at most one call per `ms` for the same key. A call inside the window
 * is delayed to its end and shares that one trailing call, so the answer is never older than the request.
 * The key keeps different sessions apart.
 */
export function trailingThrottle<T>(ms: number, now: () => number = Date.now) {
  let last: { key: string; at: number } | null = null;
  let next: { key: string; answer: Promise<T> } | null = null;
  return (key: string, fn: () => Promise<T>): Promise<T> => {
    if (next?.key === key) return next.answer;
    const wait = last?.key === key ? last.at + ms - now() : 0;
    if (wait <= 0) {
      last = { key, at: now() };
      return fn();
    }
    const answer = new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        next = null;
        last = { key, at: now() };
        fn().then(resolve, reject);
      }, wait);
    });
    next = { key, answer };
    return answer;
  };
}

/**
 * Spec throttle for marking read (150 ms): ids are queued and sent in batches, the first at once and then at most one
 * batch per `ms`. `send` receives every id queued since the last batch.
 */
export function batchingThrottle<K>(ms: number, send: (keys: K[]) => Promise<void>, now: () => number = Date.now) {
  const queued = new Set<K>();
  let lastAt = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    lastAt = now();
    const keys = [...queued];
    queued.clear();
    void send(keys);
  };
  return (key: K): void => {
    queued.add(key);
    if (timer) return;
    const wait = lastAt + ms - now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };
}
