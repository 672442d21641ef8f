import type { ContractKind } from '@wps/contract';
import type { Db } from '../db/client.js';
import type { StoredTier } from '../db/schema.js';
import { contractRepo, settleContract, storeDividend, storeSalary } from '../modules/agent-contracts/index.js';
import { memberRepo } from '../modules/member/index.js';

const DAY = 86_400_000;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const startOfDay = (d: Date) => new Date(`${dayKey(d)}T00:00:00.000Z`);

/** agent01's terms with the merchant (its upline is the house): low first tiers so the demo team reaches them. */
const TOP: Record<ContractKind, StoredTier[]> = {
  DAILY_SALARY: storeSalary([
    // A base salary with no minimums: lets agent01 offer a sub-agent a salary that pays whatever the team did (demo, e2e).
    { minTeamValidBet: '0.00', minActiveMembers: 0, amount: '10.00' },
    { minTeamValidBet: '100.00', minActiveMembers: 1, amount: '30.00' },
    { minTeamValidBet: '5000.00', minActiveMembers: 3, amount: '120.00' },
    { minTeamValidBet: '20000.00', minActiveMembers: 5, amount: '300.00' },
  ]),
  HOURLY_SALARY: storeSalary([{ minTeamValidBet: '50.00', minActiveMembers: 1, amount: '2.00' }]),
  DIVIDEND: storeDividend([
    { minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 3000 },
    { minTeamNetLoss: '10000.00', minActiveMembers: 5, sharePct: 4000 },
  ]),
};
const SUB_DAILY = storeSalary([
  { minTeamValidBet: '100.00', minActiveMembers: 1, amount: '20.00' },
  { minTeamValidBet: '5000.00', minActiveMembers: 3, amount: '80.00' },
]);
const SUB_DIVIDEND = storeDividend([{ minTeamNetLoss: '1.00', minActiveMembers: 1, sharePct: 2000 }]);
/** Days of paid daily salary statements, ending yesterday. */
const PAID_DAYS = 5;

/**
 * Idempotent (after the agent seed, which builds agent01's tree and its bets): agent01's contracts with the merchant,
 * an ACTIVE daily salary agent01 -> subagent01 with the last days settled through the real settlement (so the ledger
 * matches), and a PENDING dividend proposal agent01 -> subagent02 (its home shows the prompt).
 */
export async function seedAgentContracts(db: Db, merchantId: number, now = new Date()): Promise<void> {
  const [top, sub1, sub2] = await Promise.all(['agent01', 'subagent01', 'subagent02'].map((u) => memberRepo.findByUsername(db, merchantId, u)));
  if (!top || !sub1 || !sub2) return;
  const since = startOfDay(new Date(now.getTime() - (PAID_DAYS + 2) * DAY));

  for (const kind of ['DAILY_SALARY', 'HOURLY_SALARY', 'DIVIDEND'] as const) {
    if (await contractRepo.ofDownline(db, merchantId, top.id, kind, 'ACTIVE')) continue;
    await contractRepo.insert(db, { merchantId, kind, status: 'ACTIVE', uplineId: null, downlineId: top.id, tiers: TOP[kind], decidedAt: since, effectiveFrom: since });
  }

  let daily = await contractRepo.ofDownline(db, merchantId, sub1.id, 'DAILY_SALARY', 'ACTIVE');
  if (!daily) {
    const row = await contractRepo.insert(db, { merchantId, kind: 'DAILY_SALARY', status: 'ACTIVE', uplineId: top.id, downlineId: sub1.id, tiers: SUB_DAILY, decidedAt: since, effectiveFrom: since });
    daily = row && (await contractRepo.ofDownline(db, merchantId, sub1.id, 'DAILY_SALARY', 'ACTIVE'));
  }
  const topDaily = await contractRepo.ofDownline(db, merchantId, top.id, 'DAILY_SALARY', 'ACTIVE');
  for (let i = PAID_DAYS; i >= 1; i--) {
    const day = dayKey(new Date(now.getTime() - i * DAY));
    await db.transaction(async (tx) => {
      // The house pays agent01 first, so agent01's wallet covers subagent01's salary.
      if (topDaily) await settleContract(tx, merchantId, topDaily.id, day, now);
      if (daily) await settleContract(tx, merchantId, daily.id, day, now);
    });
  }

  const pending = await contractRepo.ofDownline(db, merchantId, sub2.id, 'DIVIDEND', 'PENDING');
  const active = await contractRepo.ofDownline(db, merchantId, sub2.id, 'DIVIDEND', 'ACTIVE');
  if (!pending && !active) await contractRepo.insert(db, { merchantId, kind: 'DIVIDEND', status: 'PENDING', uplineId: top.id, downlineId: sub2.id, tiers: SUB_DIVIDEND });
}
