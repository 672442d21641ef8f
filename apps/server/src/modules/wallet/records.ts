import {
  ErrorCode,
  MAIN_WALLET,
  MONEY_LIMITS,
  TX_CODES,
  minorToMoney,
  type Pnl,
  type PnlRow,
  type TransactionPage,
  type TxCode,
  type TxCodeList,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { ledgerRepo } from './repo.js';

const DAY_MS = 86_400_000;

/**
 * A records query's [from, to) instant range from inclusive YYYY-MM-DD days. Days are UTC days: the platform has no
 * per-merchant time zone yet. Refuses reversed or over-long ranges so one query cannot scan a member's whole history.
 */
export function dayRange(start: string, end: string): { from: Date; to: Date } {
  const from = new Date(`${start}T00:00:00Z`);
  const to = new Date(new Date(`${end}T00:00:00Z`).getTime() + DAY_MS);
  const days = (to.getTime() - from.getTime()) / DAY_MS;
  if (Number.isNaN(days) || days < 1 || days > MONEY_LIMITS.recordsMaxDays) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'end', message: 'bad date range' }] });
  }
  return { from, to };
}

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** A list of money orders (deposits, withdrawals) as a member or an operator asks for it. */
export interface OrdersQuery {
  memberId?: number;
  status?: string | undefined;
  /** Inclusive YYYY-MM-DD days; every order when either is missing. */
  start?: string;
  end?: string;
  pageNo: number;
}

/** The repository filter of an orders query: the member, the status, the day range when both days are given. */
export const ordersFilter = (q: OrdersQuery): { memberId?: number; status?: string | undefined; from?: Date; to?: Date } => ({
  ...(q.start && q.end ? dayRange(q.start, q.end) : {}),
  memberId: q.memberId,
  status: q.status,
});

/**
 * Page `pageNo` of a records list (MONEY_LIMITS.recordsPage rows a page): the rows its query takes, and the page
 * numbers its answer carries for a total.
 */
export function recordsPage(pageNo: number) {
  const size = MONEY_LIMITS.recordsPage;
  return {
    window: { limit: size, offset: (pageNo - 1) * size },
    numbers: (totalCount: number) => ({ pageNo, totalPages: pageCount(totalCount, size), totalCount }),
  };
}

export function txCodeList(): TxCodeList {
  return TX_CODES.map((code) => ({ code, labelKey: `tx_${code}` }));
}

/** ODS2_MemberTransaction: the member's own ledger entries, newest first. */
export async function listTransactions(
  db: Db,
  merchant: Merchant,
  memberId: number,
  q: { start: string; end: string; pageNo: number; txCode?: TxCode | undefined },
): Promise<TransactionPage> {
  const page = recordsPage(q.pageNo);
  const { rows, total } = await ledgerRepo.page(db, { merchantId: merchant.id, memberId, ...dayRange(q.start, q.end), kind: q.txCode }, page.window);
  return {
    list: rows.map((r) => ({
      id: r.id,
      time: r.createdAt.toISOString(),
      txCode: r.kind,
      wallet: MAIN_WALLET,
      amount: minorToMoney(r.amount),
      balanceAfter: minorToMoney(r.balanceAfter),
    })),
    ...page.numbers(total),
  };
}

const PNL_KINDS = ['deposit', 'withdraw_hold', 'withdraw_release', 'bet', 'settle', 'refund', 'bonus'];

/** ODSFE2_MemPNL: per-day sums of the member's ledger, and the period total. */
export async function memberPnl(db: Db, merchant: Merchant, memberId: number, q: { start: string; end: string }): Promise<Pnl> {
  const rows = await ledgerRepo.dailySums(db, { merchantId: merchant.id, memberId, ...dayRange(q.start, q.end) }, PNL_KINDS);

  type Sums = Record<'deposit' | 'withdraw' | 'bet' | 'payout' | 'bonus', bigint>;
  const zero = (): Sums => ({ deposit: 0n, withdraw: 0n, bet: 0n, payout: 0n, bonus: 0n });
  const byDay = new Map<string, Sums>();
  const total = zero();
  for (const r of rows) {
    const s = byDay.get(r.day) ?? zero();
    byDay.set(r.day, s);
    const v = BigInt(r.total);
    // Withdrawals are held (negative) and released (positive) on the ledger; bets are negative, refunds give back.
    const add = (k: keyof Sums, x: bigint) => {
      s[k] += x;
      total[k] += x;
    };
    if (r.kind === 'deposit') add('deposit', v);
    else if (r.kind === 'withdraw_hold' || r.kind === 'withdraw_release') add('withdraw', -v);
    else if (r.kind === 'bet' || r.kind === 'refund') add('bet', -v);
    else if (r.kind === 'settle') add('payout', v);
    else if (r.kind === 'bonus') add('bonus', v);
  }
  const view = (s: Sums): Omit<PnlRow, 'date'> => ({
    deposit: minorToMoney(s.deposit),
    withdraw: minorToMoney(s.withdraw),
    bet: minorToMoney(s.bet),
    payout: minorToMoney(s.payout),
    bonus: minorToMoney(s.bonus),
    profit: minorToMoney(s.payout + s.bonus - s.bet),
  });
  const days = [...byDay.entries()].sort(([a], [b]) => b.localeCompare(a)).map(([date, s]) => ({ date, ...view(s) }));
  return { days, total: view(total) };
}
