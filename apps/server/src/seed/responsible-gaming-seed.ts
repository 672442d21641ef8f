import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { depositChannels, depositOrders, members, rgMembers, type Merchant } from '../db/schema.js';
import { memberRepo } from '../modules/member/repo.js';
import { applyBreak, setLimit, setPlaySettings } from '../modules/responsible-gaming/service.js';
import { credit } from '../modules/wallet/service.js';
import { hashPassword } from '../platform/crypto.js';

const DAY_MS = 86_400_000;

/**
 * Responsible-gaming demo members (issue 29), none of the accounts other journeys log in with: one whose weekly
 * deposit limit is reached by a deposit yesterday, one in a week's time-out, one self-excluded for six months. Each is
 * made once (a member with an RG row is left alone), so a later start never lengthens a break or moves a limit.
 * rgreality01 asked for a reality check every 15 minutes and has a play session that started 20 minutes before the
 * seed, recorded before any login: a login within a day takes it over, so its reality check is due at once (the
 * e2e journey sees one without waiting 15 minutes).
 */
export const RG_DEMO_MEMBERS = ['rglimit01', 'rgbreak01', 'rgexcluded01', 'rgreality01'] as const;

export async function seedResponsibleGaming(db: Db, merchant: Merchant, password: string, now = new Date()): Promise<void> {
  const ids = new Map<string, number>();
  for (const username of RG_DEMO_MEMBERS) {
    const member =
      (await memberRepo.findByUsername(db, merchant.id, username)) ??
      (await memberRepo.insertIfAbsent(db, { merchantId: merchant.id, username, passwordHash: await hashPassword(password) })) ??
      (await memberRepo.findByUsername(db, merchant.id, username));
    if (!member) throw new Error(`seed: member ${username} missing`);
    await db.update(members).set({ firstTimeLogin: false }).where(and(eq(members.merchantId, merchant.id), eq(members.id, member.id)));
    const [rg] = await db.select({ id: rgMembers.id }).from(rgMembers).where(and(eq(rgMembers.merchantId, merchant.id), eq(rgMembers.memberId, member.id)));
    if (!rg) ids.set(username, member.id);
  }

  const limited = ids.get('rglimit01');
  if (limited !== undefined) {
    // A credited deposit of 2,000.00 yesterday, then a weekly limit of that much: this week's deposits are used up.
    const [bank] = await db.select().from(depositChannels).where(and(eq(depositChannels.merchantId, merchant.id), eq(depositChannels.type, 'BANK')));
    const at = new Date(now.getTime() - DAY_MS);
    const orderNo = 'SEEDRG-rglimit01-1';
    const amount = 2_000_00n;
    if (bank) {
      const [order] = await db
        .insert(depositOrders)
        .values({ merchantId: merchant.id, memberId: limited, orderNo, channelId: bank.id, amount, status: 'success', reference: orderNo, requestId: orderNo, expiresAt: at, createdAt: at, completedAt: at })
        .onConflictDoNothing()
        .returning();
      if (order) await db.transaction((tx) => credit(tx, { merchantId: merchant.id, memberId: limited, currency: merchant.currency, amount, kind: 'deposit', idempotencyKey: `seed:rg-deposit:${orderNo}` }));
    }
    await setLimit(db, merchant, limited, { kind: 'deposit', period: 'week', amount: '2000' });
  }
  const resting = ids.get('rgbreak01');
  if (resting !== undefined) await applyBreak(db, merchant, resting, { kind: 'timeout', until: new Date(now.getTime() + 7 * DAY_MS) }, 'member');
  const excluded = ids.get('rgexcluded01');
  if (excluded !== undefined) await applyBreak(db, merchant, excluded, { kind: 'exclusion', until: new Date(now.getTime() + 182 * DAY_MS) }, 'member');
  const reality = ids.get('rgreality01');
  if (reality !== undefined) {
    await db.transaction((tx) => credit(tx, { merchantId: merchant.id, memberId: reality, currency: merchant.currency, amount: 500_00n, kind: 'seed', idempotencyKey: `seed:rg-reality:${merchant.id}` }));
    await setPlaySettings(db, merchant, reality, { sessionLimitMinutes: null, realityMinutes: 15 });
    const started = new Date(now.getTime() - 20 * 60_000);
    await db
      .update(rgMembers)
      .set({ playStartedAt: started, playSeenAt: started, realityDueAt: new Date(started.getTime() + 15 * 60_000), promptSeenAt: started })
      .where(and(eq(rgMembers.merchantId, merchant.id), eq(rgMembers.memberId, reality)));
  }
}
