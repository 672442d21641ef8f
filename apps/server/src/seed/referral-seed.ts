import type { Db } from '../db/client.js';
import { accountRepo, memberRepo } from '../modules/member/index.js';
import { ensureCode, referralRepo } from '../modules/referral/index.js';
import { hashPassword } from '../platform/crypto.js';
import { DEMO_PASSWORD } from './demo-merchant.js';

/**
 * The demo referral rule: a 28.00 bonus for the inviter once an invitee's first deposit reaches 100.00 and their valid
 * bets reach 50.00 (small, so a demo or a test reaches it in a few rounds).
 */
const RULE = { enabled: true, inviterReward: 28_00n, inviteeReward: 0n, minFirstDeposit: 100_00n, validBet: 50_00n };

/** demo01's invitees: one who made the first deposit, one who only registered (none rewarded: demo01's withdrawals stay free of turnover). */
const INVITEES = [
  { username: 'friend01', deposit: 200_00n },
  { username: 'friend02', deposit: null },
] as const;

/** Idempotent: the rule only when absent, demo01's code once, each invitee and its progress once. */
export async function seedReferral(db: Db, merchantId: number): Promise<void> {
  await referralRepo.insertRuleIfAbsent(db, merchantId, RULE);
  const inviter = await memberRepo.findByUsername(db, merchantId, 'demo01');
  if (!inviter) return;
  const code = await ensureCode(db, merchantId, inviter.id);
  for (const i of INVITEES) {
    if (await memberRepo.findByUsername(db, merchantId, i.username)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      const m = await memberRepo.insertIfAbsent(tx, { merchantId, username: i.username, passwordHash, type: 0, firstTimeLogin: false });
      if (!m) return;
      await accountRepo.ensure(tx, merchantId, m.id, { referredBy: code, registerMethod: 'SEED' });
      await referralRepo.start(tx, merchantId, inviter.id, m.id);
      if (i.deposit !== null) await referralRepo.recordDeposit(tx, merchantId, m.id, i.deposit, RULE.minFirstDeposit);
    });
  }
}
