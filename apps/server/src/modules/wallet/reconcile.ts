import { ErrorCode, minorToMoney, type OpsReconcileDays, type ReconcileDay, type ReconcileResult } from '@wps/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/envelope.js';
import { ledgerDaysRepo } from './ledger-days-repo.js';
import { dayRange } from './records.js';
import { reconcileRepo } from './repo.js';

/**
 * The books balance when, for every account (main and vendor wallets), the sum of its ledger entries equals its
 * balance and the newest entry's balance_after equals it too. Read-only; safe to run on a live system.
 */
export async function reconcile(db: Db, merchantId?: number): Promise<ReconcileResult> {
  const rows = await reconcileRepo.accounts(db, merchantId);
  const mismatches = rows
    .filter((r) => r.balance !== r.entries || r.last_ok !== true)
    .map((r) => ({ account: r.account, balance: minorToMoney(BigInt(r.balance)), entries: minorToMoney(BigInt(r.entries)) }));
  return { accounts: rows.length, mismatches, ok: mismatches.length === 0 };
}

const DAY_MS = 86_400_000;
/** The report's days when none are asked for: the last 14, today included. */
const DEFAULT_DAYS = 14;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The reconciliation by day (UTC days from `from` to `to`, inclusive, at most 92): per day the merchant's main ledger
 * summed by kind, and whether each of that day's entries follows from its wallet's previous one; with the books now
 * (reconcile: every balance against the sum of its entries). Read-only.
 */
export async function reconcileDays(db: Db, merchantId: number, q: { from?: string | undefined; to?: string | undefined }): Promise<OpsReconcileDays> {
  const to = q.to ?? isoDay(new Date());
  const end = new Date(`${to}T00:00:00Z`).getTime();
  if (Number.isNaN(end)) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'to', message: 'not a day' }] });
  const from = q.from ?? isoDay(new Date(end - (DEFAULT_DAYS - 1) * DAY_MS));
  const range = dayRange(from, to);
  const rows = await ledgerDaysRepo.days(db, merchantId, range.from, range.to);

  const days = new Map<string, ReconcileDay>();
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) {
    const day = isoDay(new Date(t));
    days.set(day, { day, kinds: [], net: '0.00', entries: 0, breaks: 0, ok: true });
  }
  const nets = new Map<string, bigint>();
  const totals = new Map<string, { total: bigint; count: number }>();
  for (const r of rows) {
    const d = days.get(r.day);
    if (!d) continue;
    const total = BigInt(r.total);
    d.kinds.push({ kind: r.kind, total: minorToMoney(total), count: r.n });
    d.entries += r.n;
    d.breaks += r.breaks;
    d.ok = d.breaks === 0;
    nets.set(r.day, (nets.get(r.day) ?? 0n) + total);
    const k = totals.get(r.kind) ?? { total: 0n, count: 0 };
    totals.set(r.kind, { total: k.total + total, count: k.count + r.n });
  }
  for (const [day, net] of nets) days.get(day)!.net = minorToMoney(net);

  const current = await reconcile(db, merchantId);
  const list = [...days.values()];
  return {
    from,
    to,
    days: list,
    totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, t]) => ({ kind, total: minorToMoney(t.total), count: t.count })),
    current,
    ok: current.ok && list.every((d) => d.ok),
  };
}
