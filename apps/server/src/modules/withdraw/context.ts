import { ErrorCode, minorToMoney, type DepositStatus, type OpsWithdrawalContext } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { openBonuses } from '../bonus/index.js';
import { memberDepositSummary } from '../deposit/index.js';
import { pendingApprovalsOf } from '../operator/index.js';
import { memberBetTotals, walletRepo } from '../wallet/index.js';
import { withdrawRepo } from './repo.js';
import { findRow, withdrawView } from './service.js';

const DAY_MS = 86_400_000;
/** How far back the reviewer's totals look, and how many deposits they list. */
const CONTEXT_DAYS = 30;
const RECENT_DEPOSITS = 10;

/**
 * What the reviewer of a withdrawal sees beside the order: the member's last deposits, the last 30 days' credited
 * deposits, paid withdrawals, valid bets (turnover) and their results, the balance now, and the bonuses whose
 * turnover is still open. Read-only.
 */
export async function withdrawalContext(db: Db, merchant: Merchant, orderNo: string): Promise<OpsWithdrawalContext> {
  const row = await findRow(db, merchant, orderNo);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const to = new Date();
  const from = new Date(to.getTime() - CONTEXT_DAYS * DAY_MS);
  const member = { merchantId: merchant.id, memberId: row.memberId };

  const deposits = await memberDepositSummary(db, merchant, row.memberId, { from, to, recent: RECENT_DEPOSITS });
  const paid = await withdrawRepo.sumWhere(db, merchant.id, { memberId: row.memberId, status: 'success', from, to });
  const bets = await memberBetTotals(db, { ...member, from, to });
  const balance = await walletRepo.sumBalance(db, { ...member, currency: merchant.currency });
  const approval = row.status === 'pending' ? (await pendingApprovalsOf(db, merchant.id, 'withdrawal', [row.orderNo])).get(row.orderNo) : undefined;

  return {
    order: { ...withdrawView(row), member: row.member, accountName: row.accountName, ...(approval ? { approval } : {}) },
    balance: minorToMoney(balance),
    recentDeposits: deposits.recent.map((d) => ({
      orderNo: d.orderNo,
      createdAt: d.createdAt,
      amount: d.amount,
      channel: d.channel,
      status: d.status as DepositStatus,
    })),
    last30Days: {
      from: from.toISOString(),
      to: to.toISOString(),
      deposits: minorToMoney(deposits.credited.total),
      depositCount: deposits.credited.count,
      withdrawals: minorToMoney(paid.total),
      withdrawalCount: paid.count,
      validBets: minorToMoney(bets.validBets),
      net: minorToMoney(deposits.credited.total - paid.total),
      winLoss: minorToMoney(bets.winLoss),
    },
    openBonuses: await openBonuses(db, merchant.id, row.memberId),
  };
}
