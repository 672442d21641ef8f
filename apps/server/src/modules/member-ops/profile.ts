import { minorToMoney, type OpsMemberDetail } from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { memberDepositTotals } from '../deposit/index.js';
import { memberProfile } from '../member/index.js';
import { memberRoundTotals } from '../wallet/index.js';
import { memberWithdrawalTotals } from '../withdraw/index.js';

/** opsMember: the member module's profile with the money domains' totals (deposits, withdrawals, valid bets). */
export async function memberDetail(db: Db, merchant: Merchant, memberId: number): Promise<OpsMemberDetail> {
  const profile = await memberProfile(db, merchant, memberId);
  const [deposits, withdrawals, bets] = await Promise.all([
    memberDepositTotals(db, merchant.id, memberId),
    memberWithdrawalTotals(db, merchant.id, memberId),
    memberRoundTotals(db, merchant.id, memberId),
  ]);
  return {
    ...profile,
    totals: {
      deposits: minorToMoney(deposits.amount),
      depositCount: deposits.count,
      withdrawals: minorToMoney(withdrawals.amount),
      withdrawalCount: withdrawals.count,
      pendingWithdrawals: minorToMoney(withdrawals.pending),
      validBets: minorToMoney(bets.validBets),
      betCount: bets.count,
    },
  };
}
