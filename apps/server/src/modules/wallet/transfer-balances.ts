import type { FastifyInstance } from 'fastify';
import { remoteBalance } from './transfer-remote.js';
import { transferRepo, type BalanceKey } from './transfer-repo.js';

// The known balances of transfer-mode vendors, refreshed behind the reads: a read that finds one older than
// balanceMaxAgeMs starts a refresh and answers at once with what it has. Per instance, one refresh per (merchant,
// member, vendor) at a time and at most balanceRefreshes in all; several instances may ask the same balance, and the
// newest question wins when saved (transferRepo.saveBalance), so none writes an older balance over a newer one.

interface Refresher {
  running: Map<string, Promise<void>>;
  /** When a refresh found no answer: the next one waits balanceMaxAgeMs, a dead aggregator is not asked per read. */
  failedAt: Map<string, number>;
}

const refreshers = new WeakMap<FastifyInstance, Refresher>();
/** Above this many remembered failures, the old ones are dropped (the map must not grow with the member count). */
const FAILURES_KEPT = 10_000;

function refresherOf(app: FastifyInstance): Refresher {
  let r = refreshers.get(app);
  if (!r) refreshers.set(app, (r = { running: new Map(), failedAt: new Map() }));
  return r;
}

const idOf = (k: BalanceKey) => `${k.merchantId}:${k.memberId}:${k.vendor}:${k.currency}`;

/** Asks the aggregator (its short balance timeout) and saves the answer dated by the question; false: no answer. */
async function refresh(app: FastifyInstance, key: BalanceKey): Promise<boolean> {
  const vendor = await transferRepo.remoteVendor(app.db, key.merchantId, key.vendor);
  if (!vendor) return false;
  const askedAt = new Date();
  const balance = await remoteBalance(app, vendor, key.memberId, key.currency);
  if (balance === null) return false;
  await transferRepo.saveBalance(app.db, key, balance, askedAt);
  return true;
}

function forgetOldFailures(r: Refresher, now: number, maxAgeMs: number): void {
  if (r.failedAt.size < FAILURES_KEPT) return;
  for (const [id, at] of r.failedAt) if (now - at >= maxAgeMs) r.failedAt.delete(id);
}

/**
 * Starts a background refresh of one known balance unless one is running for it here, it failed less than
 * balanceMaxAgeMs ago, or balanceRefreshes are running already (a later read tries again). Never waited for.
 */
export function refreshKnownBalance(app: FastifyInstance, key: BalanceKey): void {
  const r = refresherOf(app);
  const limits = app.config.transferWallet;
  const id = idOf(key);
  const now = Date.now();
  if (r.running.has(id) || r.running.size >= limits.balanceRefreshes) return;
  const failed = r.failedAt.get(id);
  if (failed !== undefined && now - failed < limits.balanceMaxAgeMs) return;
  const run = refresh(app, key)
    .then((answered) => {
      if (answered) r.failedAt.delete(id);
      else {
        forgetOldFailures(r, now, limits.balanceMaxAgeMs);
        r.failedAt.set(id, Date.now());
      }
    })
    .catch((err: unknown) => {
      r.failedAt.set(id, Date.now());
      app.log.warn({ err, vendor: key.vendor, memberId: key.memberId }, 'vendor balance refresh failed');
    })
    .finally(() => r.running.delete(id));
  r.running.set(id, run);
}

/** Waits for the refreshes under way (closing the app: none may write to a closed database). */
export async function balanceRefreshesDone(app: FastifyInstance): Promise<void> {
  const r = refreshers.get(app);
  if (r) await Promise.allSettled([...r.running.values()]);
}
