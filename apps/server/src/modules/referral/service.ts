import { randomInt } from 'node:crypto';
import {
  ErrorCode,
  INVITATION_CODE_ALPHABET,
  INVITATION_CODE_LENGTH,
  REFERRAL_PAGE_SIZE,
  invitationPath,
  isAgentForMenus,
  isTrial,
  maskInvitee,
  minorToMoney,
  moneyToMinor,
  referralStatus,
  type InviteePage,
  type MyInvitation,
  type OpsReferral,
  type OpsReferralsQuery,
  type ReferralRule,
  type ReferralRuleUpdate,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Merchant, ReferralRow, ReferralRuleRow } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { payBonus } from '../bonus/index.js';
import { accountRepo, memberRepo } from '../member/index.js';
import { merchantById } from '../system/index.js';
import { referralRewarded } from './events.js';
import { referralRepo, type ReferralFilter } from './repo.js';

/** A merchant without a rule runs no referral rewards. */
const NO_RULE: Pick<ReferralRuleRow, 'enabled' | 'inviterReward' | 'inviteeReward' | 'minFirstDeposit' | 'validBet'> = {
  enabled: false,
  inviterReward: 0n,
  inviteeReward: 0n,
  minFirstDeposit: 0n,
  validBet: 0n,
};

const ruleView = (r: typeof NO_RULE | null): ReferralRule => {
  const rule = r ?? NO_RULE;
  return {
    enabled: rule.enabled,
    inviterReward: minorToMoney(rule.inviterReward),
    inviteeReward: minorToMoney(rule.inviteeReward),
    minFirstDeposit: minorToMoney(rule.minFirstDeposit),
    validBet: minorToMoney(rule.validBet),
  };
};

const moneyOrNull = (v: bigint | null) => (v === null ? null : minorToMoney(v));

export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < INVITATION_CODE_LENGTH; i++) code += INVITATION_CODE_ALPHABET[randomInt(INVITATION_CODE_ALPHABET.length)];
  return code;
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c && typeof c === 'object'; c = (c as { cause?: unknown }).cause) {
    if ((c as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * The member's invitation code, made the first time it is asked (at registration or on the invite page). A random
 * code that another member (or an agent) already holds is drawn again; each try runs in a savepoint so a clash does
 * not spoil the caller's transaction.
 */
export async function ensureCode(db: Executor, merchantId: number, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = await accountRepo.findByMember(db, merchantId, memberId);
    if (account?.affiliateCode) return account.affiliateCode;
    if (!account) await accountRepo.ensure(db, merchantId, memberId);
    const code = newInvitationCode();
    try {
      await (db as Tx).transaction((sp) => referralRepo.setCodeIfAbsent(sp, merchantId, memberId, code));
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error(`no free invitation code for member ${memberId}`);
}

async function realMemberOf(db: Executor, merchant: Merchant, memberId: number) {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  // Trial accounts play with play money: they invite nobody.
  if (isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  return member;
}

export async function myInvitation(db: Db, merchant: Merchant, memberId: number): Promise<MyInvitation> {
  const member = await realMemberOf(db, merchant, memberId);
  const code = await ensureCode(db, merchant.id, memberId);
  const [rule, totals] = await Promise.all([referralRepo.rule(db, merchant.id), referralRepo.totals(db, merchant.id, memberId)]);
  return {
    code,
    registerPath: invitationPath(code),
    eligible: !isAgentForMenus(member.type),
    rule: ruleView(rule),
    totals: { ...totals, earned: minorToMoney(totals.earned) },
  };
}

async function page(db: Executor, merchant: Merchant, f: ReferralFilter, pageNo: number) {
  const { rows, total } = await referralRepo.page(db, merchant.id, f, { limit: REFERRAL_PAGE_SIZE, offset: (pageNo - 1) * REFERRAL_PAGE_SIZE });
  return { rows, pageNo, totalCount: total, totalPages: Math.ceil(total / REFERRAL_PAGE_SIZE) };
}

export async function myInvitees(db: Db, merchant: Merchant, memberId: number, pageNo: number): Promise<InviteePage> {
  await realMemberOf(db, merchant, memberId);
  const { rows, ...rest } = await page(db, merchant, { inviterId: memberId }, pageNo);
  const list = rows.map(({ referral: r, invitee }) => ({
    account: maskInvitee(invitee),
    registeredAt: r.createdAt.toISOString(),
    status: referralStatus(r),
    reward: moneyOrNull(r.reward),
    rewardedAt: isoOrNull(r.rewardedAt),
  }));
  return { list, ...rest };
}

// ---- events (subscriber.ts) ----

/**
 * A member registered: a real member gets its invitation code; one who registered with another member's code starts
 * its progress. Agents' invitees are not followed (agent networks are another issue's; agents by the menus reading).
 */
export async function onRegistered(tx: Tx, merchantId: number, memberId: number, type: number): Promise<void> {
  if (isTrial(type)) return;
  await ensureCode(tx, merchantId, memberId);
  const account = await accountRepo.findByMember(tx, merchantId, memberId);
  if (!account?.referredBy) return;
  const owner = await accountRepo.findByAffiliateCode(tx, merchantId, account.referredBy);
  if (!owner || owner.memberId === memberId) return;
  const inviter = await memberRepo.findById(tx, merchantId, owner.memberId);
  if (!inviter || isAgentForMenus(inviter.type) || isTrial(inviter.type)) return;
  await referralRepo.start(tx, merchantId, owner.memberId, memberId);
}

/**
 * Pays the inviter's reward (and the invitee's, when the rule has one) once the invitee met both conditions: the
 * qualifying first deposit and the valid bets. `row` is locked by the update that brought it, and `rewarded_at` is set
 * in the same transaction as the payments (ledger keys `referral:<inviteeId>`): exactly once per invitee.
 */
async function rewardIfQualified(tx: Tx, merchantId: number, row: ReferralRow | null): Promise<void> {
  if (!row || row.rewardedAt || !row.depositedAt) return;
  const rule = await referralRepo.rule(tx, merchantId);
  if (!rule?.enabled || rule.inviterReward <= 0n || row.validBet < rule.validBet) return;
  const inviter = await memberRepo.findById(tx, merchantId, row.inviterId);
  if (!inviter || inviter.status !== 'active' || isAgentForMenus(inviter.type)) return;
  if (!(await referralRepo.markRewarded(tx, row.id, rule.inviterReward, rule.inviteeReward))) return;
  const merchant = await merchantById(tx, merchantId);
  if (!merchant) throw new Error(`merchant ${merchantId} is gone`);
  const base = { source: 'referral', deposit: 0n } as const;
  await payBonus(tx, merchantId, merchant.currency, { ...base, memberId: row.inviterId, reference: `referral:${row.inviteeId}`, bonus: rule.inviterReward });
  const invitee = await memberRepo.findById(tx, merchantId, row.inviteeId);
  await referralRewarded.publish(tx, merchantId, {
    inviterId: row.inviterId,
    inviteeId: row.inviteeId,
    invitee: maskInvitee(invitee?.username ?? ''),
    amount: String(rule.inviterReward),
  });
  if (rule.inviteeReward > 0n) {
    await payBonus(tx, merchantId, merchant.currency, { ...base, memberId: row.inviteeId, reference: `referral:invitee:${row.inviteeId}`, bonus: rule.inviteeReward });
  }
}

export async function onDeposit(tx: Tx, merchantId: number, inviteeId: number, amount: bigint): Promise<void> {
  const rule = await referralRepo.rule(tx, merchantId);
  const row = await referralRepo.recordDeposit(tx, merchantId, inviteeId, amount, rule?.minFirstDeposit ?? 0n);
  await rewardIfQualified(tx, merchantId, row);
}

export async function onValidBet(tx: Tx, merchantId: number, inviteeId: number, stake: bigint): Promise<void> {
  await rewardIfQualified(tx, merchantId, await referralRepo.addValidBet(tx, merchantId, inviteeId, stake));
}

// ---- operator ----

export async function opsReferralRule(db: Db, merchant: Merchant): Promise<ReferralRule> {
  return ruleView(await referralRepo.rule(db, merchant.id));
}

export async function updateReferralRule(ctx: OpsContext, merchant: Merchant, b: ReferralRuleUpdate): Promise<ReferralRule> {
  const patch = {
    enabled: b.enabled,
    inviterReward: moneyToMinor(b.inviterReward),
    inviteeReward: moneyToMinor(b.inviteeReward),
    minFirstDeposit: moneyToMinor(b.minFirstDeposit),
    validBet: moneyToMinor(b.validBet),
  };
  if (patch.enabled && patch.inviterReward <= 0n) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'inviterReward', message: 'must be above zero while the rule is on' }] });
  }
  ctx.audit.target = 'referral rule';
  ctx.audit.before = ruleView(await referralRepo.rule(ctx.db, merchant.id));
  return ruleView(await referralRepo.putRule(ctx.db, merchant.id, patch));
}

export async function opsReferrals(db: Db, merchant: Merchant, q: OpsReferralsQuery) {
  const filter: ReferralFilter = { ...(q.status ? { status: q.status } : {}), ...(q.inviter ? { inviter: q.inviter } : {}), ...(q.invitee ? { invitee: q.invitee } : {}) };
  const { rows, ...rest } = await page(db, merchant, filter, q.pageNo);
  const list: OpsReferral[] = rows.map(({ referral: r, inviter, invitee }) => ({
    id: r.id,
    inviterId: r.inviterId,
    inviter,
    inviteeId: r.inviteeId,
    invitee,
    registeredAt: r.createdAt.toISOString(),
    status: referralStatus(r),
    firstDeposit: moneyOrNull(r.firstDeposit),
    depositedAt: isoOrNull(r.depositedAt),
    validBet: minorToMoney(r.validBet),
    reward: moneyOrNull(r.reward),
    inviteeReward: moneyOrNull(r.inviteeReward),
    rewardedAt: isoOrNull(r.rewardedAt),
  }));
  return { list, ...rest };
}
