import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/repo.js';
import { merchantRepo } from '../modules/system/repo.js';
import { credit } from '../modules/wallet/service.js';
import { walletRepo } from '../modules/wallet/repo.js';
import { hashPassword } from '../platform/crypto.js';
import { seedGames } from './games-seed.js';
import { seedHub88 } from './hub88-seed.js';
import { seedMoney } from './money-seed.js';
import { seedSecurityQuestions } from '../modules/member/questions.js';
import { seedAccounts } from './accounts.js';
import { seedMessages } from './messages-seed.js';
import { seedPromotions } from './promotions-seed.js';
import { seedVip } from './vip-seed.js';
import { seedBonus } from './bonus-seed.js';
import { seedReferral } from './referral-seed.js';
import { seedMissions } from './missions-seed.js';
import { seedRaffles } from './raffles-seed.js';
import { seedMall } from './mall-seed.js';
import { seedOperators } from './operators-seed.js';
import { seedLobbyNews } from './lobby-news-seed.js';
import { seedWinners } from './winners-seed.js';
import { seedLottery } from './lottery-seed.js';
import { seedAgentContracts } from './agent-contracts-seed.js';
import { seedAgent } from './agent-seed.js';
import { seedResponsibleGaming } from './responsible-gaming-seed.js';
import { seedChat } from './chat-seed.js';
import { seedIdentity } from './identity-seed.js';
import { backfillTeamFeed } from '../modules/agent/index.js';
import { backfillVipProgress } from '../modules/vip/index.js';
import { DEMO_HOSTS, DEMO_MEMBERS, DEMO_MERCHANT, DEMO_PASSWORD } from './demo-merchant.js';

/**
 * Idempotent: safe on every start and from several instances at once. Rows are only inserted when absent (never
 * overwritten), and opening balances go through the ledger with a fixed idempotency key, so they are paid once.
 * `now` dates what depends on the day (the agent salary statements up to yesterday, this week's missions): a start on
 * a later day adds that day's statements, a second start on the same day adds nothing. `filesDir` is where the demo
 * KYC documents are written (FILES_DIR); without it only their rows are.
 */
export async function seed(db: Db, now = new Date(), opts: { filesDir?: string } = {}): Promise<void> {
  const merchant = await merchantRepo.insertIfAbsent(db, DEMO_MERCHANT);
  await merchantRepo.addRoutes(db, merchant.id, DEMO_HOSTS);

  for (const m of DEMO_MEMBERS) {
    let member = await memberRepo.findByUsername(db, merchant.id, m.username);
    member ??=
      (await memberRepo.insertIfAbsent(db, {
        merchantId: merchant.id,
        username: m.username,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        nickname: m.nickname,
        type: m.type,
        clubLabel: m.clubLabel,
      })) ?? (await memberRepo.findByUsername(db, merchant.id, m.username));
    if (!member) throw new Error(`seed: member ${m.username} missing`);

    const key = { merchantId: merchant.id, memberId: member.id, currency: merchant.currency };
    await db.transaction(async (tx) => {
      if (m.openingBalance === 0n) await walletRepo.lockForUpdate(tx, key);
      else await credit(tx, { ...key, amount: m.openingBalance, kind: 'seed', idempotencyKey: `seed:opening:${m.username}` });
    });
  }
  // Promotions before the games' banners: a banner about a promotion links to its detail page.
  await seedPromotions(db, merchant.id);
  await seedGames(db, merchant.id);
  // The vendor connections to the local Hub88 simulator (both sides' keys), for the catalogue's aggregator vendors.
  await seedHub88(db, merchant);
  await seedMoney(db, merchant.id);
  await seedSecurityQuestions(db, merchant.id);
  await seedAccounts(db, merchant.id);
  await seedMessages(db, merchant.id, ['demo01', 'agent01']);
  await seedVip(db, merchant.id);
  await seedBonus(db, merchant.id);
  await seedMall(db, merchant.id);
  await seedReferral(db, merchant.id);
  await seedMissions(db, merchant.id, now);
  await seedRaffles(db, merchant.id);
  await seedOperators(db, merchant.id, DEMO_PASSWORD);
  // After the operators: support answered demo01; agent01 waits for an answer (issue 31).
  await seedChat(db, merchant.id);
  await seedLobbyNews(db, merchant.id);
  await seedWinners(db, merchant.id, merchant.currency);
  await seedLottery(db, merchant, now);
  await seedAgent(db, merchant.id, merchant.currency);
  // The agent team feed, once, from every round, deposit and withdrawal seeded so far (the agent seed back-dates its
  // rows, and a seed runs before any event subscriber): the contracts below are settled on it.
  await backfillTeamFeed(db, merchant.id);
  // The VIP totals the same way (no subscriber took the seeded events in): the VIP page's cumulative valid bet then
  // equals the bet record's and the back office's from the first start.
  await backfillVipProgress(db, merchant.id);
  // Last: after the agent seed's tree and bets (agent01, subagent01, subagent02).
  await seedAgentContracts(db, merchant.id, now);
  // A member at a deposit limit, one in a time-out, one self-excluded (issue 29).
  await seedResponsibleGaming(db, merchant, DEMO_PASSWORD, now);
  // A verified member, one under review, one rejected, and the demo's KYC threshold (issue 30).
  await seedIdentity(db, merchant, DEMO_PASSWORD, opts.filesDir);
}
