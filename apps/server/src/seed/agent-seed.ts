import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { agentAffLinks, agentProfiles, depositChannels, depositOrders, gameRounds, members } from '../db/schema.js';
import { placeUnderAgent } from '../modules/agent/index.js';
import { placeBet, settleRound } from '../modules/games/seamless-wallet.js';
import { accountRepo, memberRepo } from '../modules/member/index.js';
import { credit } from '../modules/wallet/service.js';
import { hashPassword } from '../platform/crypto.js';
import { DEMO_PASSWORD } from './demo-merchant.js';

// The team of an agent (by path, the agent included), for other seeds.
export { teamMemberIds } from '../modules/agent/index.js';

const DAY_MS = 86_400_000;

/** agent01's demo network: sub-agents (type 1) and members at three levels below it. */
interface Node {
  username: string;
  upline: string;
  type: 'agent' | 'member';
  rebateBp: number;
  quota?: number;
}
const range = (prefix: string, n: number, upline: string): Node[] =>
  Array.from({ length: n }, (_, i) => ({ username: `${prefix}${String(i + 1).padStart(2, '0')}`, upline, type: 'member' as const, rebateBp: 0 }));
const TREE: Node[] = [
  { username: 'subagent01', upline: 'agent01', type: 'agent', rebateBp: 250, quota: 3 },
  { username: 'subagent02', upline: 'agent01', type: 'agent', rebateBp: 220, quota: 2 },
  { username: 'subagent11', upline: 'subagent01', type: 'agent', rebateBp: 200, quota: 1 },
  ...range('team00', 8, 'agent01'),
  ...range('team01', 6, 'subagent01'),
  ...range('team02', 5, 'subagent02'),
  ...range('team11', 5, 'subagent11'),
];
/** agent01's demo affiliate link and the three members registered through it. */
const LINK_CODE = 'AGENT01LINK';
const LINK_MEMBERS = ['affmember01', 'affmember02', 'affmember03'];

/** A small deterministic generator: the same demo figures on every installation. */
function prng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1_103_515_245 + 12_345) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Idempotent: agent01 (type 1, rebate 3 %, quota 10) gets a tree of about 30 accounts over three levels, one affiliate
 * link with three registrations, and deposits and settled bets spread over the last 30 days (through the ledger and
 * the seamless wallet, like real play), so the team reports show data. Members are made once; each deposit and round
 * has a fixed id, and only a newly made one gets its back-dated time.
 */
export async function seedAgent(db: Db, merchantId: number, currency: string): Promise<void> {
  const top = await memberRepo.findByUsername(db, merchantId, 'agent01');
  if (!top) return;
  await db.update(members).set({ type: 1 }).where(and(eq(members.merchantId, merchantId), eq(members.id, top.id)));
  await db.insert(agentProfiles).values({ merchantId, memberId: top.id, path: `/${top.id}/`, depth: 0, rebateBp: 300, subAgentQuota: 10 }).onConflictDoNothing();

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>([['agent01', top.id]]);
  const now = Date.now();
  const make = async (username: string, place: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) => Promise<void>, ageDays: number) => {
    const existing = await memberRepo.findByUsername(db, merchantId, username);
    if (existing) return existing.id;
    return db.transaction(async (tx) => {
      const m = await memberRepo.insertIfAbsent(tx, { merchantId, username, passwordHash, type: 0, firstTimeLogin: false });
      if (!m) throw new Error(`seed: member ${username} raced`);
      await tx.update(members).set({ createdAt: new Date(now - ageDays * DAY_MS) }).where(eq(members.id, m.id));
      await accountRepo.ensure(tx, merchantId, m.id, { registerMethod: 'SEED' });
      await place(tx, m.id);
      return m.id;
    });
  };

  for (const [i, n] of TREE.entries()) {
    const upline = ids.get(n.upline)!;
    const id = await make(
      n.username,
      async (tx, memberId) => {
        // Sub-agents are opened with their upline's quota, like wpsRegAff: give it back so agent01 keeps its 10.
        await placeUnderAgent(tx, merchantId, memberId, { agentId: upline, type: n.type, rebateBp: n.rebateBp, linkId: null });
        const [u] = await tx.select().from(agentProfiles).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, upline)));
        if (n.type === 'agent') await tx.update(agentProfiles).set({ subAgentQuota: u!.subAgentQuota + 1 }).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, upline)));
        if (n.quota) await tx.update(agentProfiles).set({ subAgentQuota: n.quota }).where(and(eq(agentProfiles.merchantId, merchantId), eq(agentProfiles.memberId, memberId)));
      },
      45 - i,
    );
    ids.set(n.username, id);
  }

  await db.insert(agentAffLinks).values({ merchantId, agentId: top.id, code: LINK_CODE, type: 'member', rebateBp: 100 }).onConflictDoNothing();
  const [link] = await db.select().from(agentAffLinks).where(and(eq(agentAffLinks.merchantId, merchantId), eq(agentAffLinks.code, LINK_CODE)));
  for (const [i, username] of LINK_MEMBERS.entries()) {
    ids.set(username, await make(username, (tx, memberId) => placeUnderAgent(tx, merchantId, memberId, { agentId: top.id, type: 'member', rebateBp: link!.rebateBp, linkId: link!.id }), 3 + i * 4));
  }

  const [bank] = await db.select().from(depositChannels).where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.type, 'BANK')));
  for (const [username, memberId] of ids) {
    if (username === 'agent01') continue;
    const rnd = prng(memberId * 7919);
    await db.transaction((tx) => credit(tx, { merchantId, memberId, currency, amount: 500_00n, kind: 'seed', idempotencyKey: `seed:opening:${username}` }));
    // Deposits: two to four over the month.
    const deposits = 2 + Math.floor(rnd() * 3);
    for (let d = 0; d < deposits; d++) {
      const orderNo = `SEEDAG-${username}-${d}`;
      const at = new Date(now - Math.floor(rnd() * 30) * DAY_MS - Math.floor(rnd() * 8) * 3_600_000);
      const amount = BigInt(100 + Math.floor(rnd() * 20) * 50) * 100n;
      if (!bank) break;
      const [order] = await db
        .insert(depositOrders)
        .values({ merchantId, memberId, orderNo, channelId: bank.id, amount, status: 'success', reference: orderNo, requestId: orderNo, expiresAt: at, createdAt: at, completedAt: at })
        .onConflictDoNothing()
        .returning();
      if (order) await db.transaction((tx) => credit(tx, { merchantId, memberId, currency, amount, kind: 'deposit', idempotencyKey: `seed:agent-deposit:${orderNo}` }));
    }
    // Settled rounds on six to twelve of the last 30 days.
    const days = 6 + Math.floor(rnd() * 7);
    for (let r = 0; r < days; r++) {
      const roundId = `seed-agent-${username}-${r}`;
      const ago = Math.floor(rnd() * 30);
      const stake = BigInt(10 + Math.floor(rnd() * 19) * 10) * 100n;
      const factor = [0, 0, 0.5, 1, 1.9, 2.5][Math.floor(rnd() * 6)]!;
      const payout = (stake * BigInt(Math.round(factor * 100))) / 100n;
      const [earlier] = await db.select({ id: gameRounds.id }).from(gameRounds).where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vendor, 'INHOUSE'), eq(gameRounds.roundId, roundId)));
      if (earlier) continue;
      try {
        await db.transaction(async (tx) => {
          const bet = { merchantId, memberId, currency, vendor: 'INHOUSE', gameCode: 'lucky-slot', gameType: 'INHOUSE', roundId, stake };
          await placeBet(tx, bet);
          await settleRound(tx, { merchantId, currency, vendor: 'INHOUSE', roundId, payout, detail: { seeded: true } });
          const at = new Date(now - ago * DAY_MS - Math.floor(rnd() * 10) * 3_600_000);
          await tx.update(gameRounds).set({ createdAt: at, settledAt: at }).where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.vendor, 'INHOUSE'), eq(gameRounds.roundId, roundId)));
        });
      } catch {
        // A member whose demo balance ran out skips its bet.
      }
    }
  }
}
