import {
  BONUS_SOURCES,
  ErrorCode,
  minorToMoney,
  requiredTurnover,
  type BonusSource,
  type OpsTurnover,
  type Turnover,
  type TurnoverOpen,
  type TurnoverRule,
  type TurnoverRuleUpdate,
  type TurnoverStatusAnswer,
} from '@wps/contract';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Merchant, TurnoverRequirementRow, TurnoverRuleRow } from '../../db/schema.js';
import { eventsNotTakenIn } from '../../platform/events.js';
import { AppError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { credit, type MoveResult, type SpendLock } from '../wallet/index.js';
import { BONUS_EVENTS, BONUS_TURNOVER, paidBonusOf, type PaidBonus } from './paid-events.js';
import { turnoverRepo } from './repo.js';
import { countBack, countDown } from './turnover.js';

/** A source without a rule of its own asks once the bonus, every game counting in full. */
export const DEFAULT_RULE: Omit<TurnoverRule, 'source'> = { bonusTimes: 1, depositTimes: 0, contributions: {} };

const ruleView = (source: BonusSource, r: TurnoverRuleRow | undefined | null): TurnoverRule =>
  r ? { source, bonusTimes: r.bonusTimes, depositTimes: r.depositTimes, contributions: r.contributions } : { source, ...DEFAULT_RULE };

const turnoverView = (r: TurnoverRequirementRow): Turnover => ({
  id: r.id,
  source: r.source,
  bonus: minorToMoney(r.bonus),
  required: minorToMoney(r.required),
  wagered: minorToMoney(r.wagered),
  status: r.status,
  contributions: r.contributions,
  createdAt: r.createdAt.toISOString(),
  closedAt: isoOrNull(r.closedAt),
});

const opsTurnoverView = (r: TurnoverRequirementRow): OpsTurnover => ({
  ...turnoverView(r),
  reference: r.reference,
  waivedBy: r.waivedBy,
  waiveReason: r.waiveReason,
});

/** A source's rule as it is now (the default when the merchant has none). */
export async function ruleFor(db: Executor, merchantId: number, source: BonusSource): Promise<TurnoverRule> {
  return ruleView(source, await turnoverRepo.rule(db, merchantId, source));
}

/** Every source's rule as it is now, in one read (the default where the merchant has none). */
export async function rulesOf(db: Executor, merchantId: number): Promise<Map<BonusSource, TurnoverRule>> {
  const rows = await turnoverRepo.rules(db, merchantId);
  return new Map(BONUS_SOURCES.map((source) => [source, ruleView(source, rows.find((r) => r.source === source))]));
}

/** The turnover asked by the requirements of these bonus references (minor units), by reference. */
export async function requiredByReference(db: Executor, merchantId: number, references: string[]): Promise<Map<string, bigint>> {
  const rows = await turnoverRepo.byReferences(db, merchantId, references);
  return new Map(rows.map((r) => [r.reference, r.required]));
}

/**
 * Opens the turnover requirement of a paid bonus with the source's rule as it is now (copied: later rule changes do
 * not move it). Once per reference; a rule that asks nothing records the bonus as met at once.
 */
export async function openRequirement(tx: Executor, merchantId: number, b: PaidBonus): Promise<void> {
  const rule = await ruleFor(tx, merchantId, b.source);
  const required = requiredTurnover(rule, b.bonus, b.deposit);
  await turnoverRepo.insert(tx, {
    merchantId,
    memberId: b.memberId,
    source: b.source,
    reference: b.reference,
    bonus: b.bonus,
    required,
    contributions: rule.contributions,
    ...(required > 0n ? {} : { status: 'met', closedAt: new Date() }),
  });
}

/**
 * Pays a bonus into the main wallet (a ledger entry keyed by its reference) and opens its turnover requirement, both in
 * the caller's transaction. A reference paid before pays and opens nothing again: each bonus exactly once.
 */
export async function payBonus(tx: Tx, merchantId: number, currency: string, b: PaidBonus): Promise<MoveResult> {
  const paid = await credit(tx, { merchantId, memberId: b.memberId, currency, amount: b.bonus, kind: 'bonus', idempotencyKey: b.reference });
  if (!paid.replayed) await openRequirement(tx, merchantId, b);
  return paid;
}

/** Counts a settled round's stake down the member's open requirements (locked: two rounds at once count in turn). */
export async function countValidBet(tx: Executor, merchantId: number, memberId: number, stake: bigint, gameType: string): Promise<void> {
  const open = await turnoverRepo.open(tx, merchantId, memberId, true);
  for (const c of countDown(open, stake, gameType)) {
    await turnoverRepo.update(tx, c.id, c.met ? { wagered: c.wagered, status: 'met', closedAt: new Date() } : { wagered: c.wagered });
  }
}

/**
 * Counts the stake delta of a round changed after it settled (round.adjusted): a positive one counts down like a
 * settled stake; a negative one (a bet rolled back) is taken back from the open requirements that existed when the
 * round settled (a later bonus never counted it).
 */
export async function recountValidBet(tx: Executor, merchantId: number, memberId: number, stakeDelta: bigint, gameType: string, settledAt: Date): Promise<void> {
  if (stakeDelta > 0n) return countValidBet(tx, merchantId, memberId, stakeDelta, gameType);
  if (stakeDelta === 0n) return;
  const open = (await turnoverRepo.open(tx, merchantId, memberId, true)).filter((r) => r.createdAt <= settledAt);
  for (const c of countBack(open, -stakeDelta, gameType)) await turnoverRepo.update(tx, c.id, { wagered: c.wagered });
}

const sums = (open: TurnoverRequirementRow[]): Omit<TurnoverOpen, 'left'> => ({
  required: minorToMoney(open.reduce((s, r) => s + r.required, 0n)),
  wagered: minorToMoney(open.reduce((s, r) => s + r.wagered, 0n)),
});

export async function turnoverStatus(db: Db, merchant: Merchant, memberId: number): Promise<TurnoverStatusAnswer> {
  const open = await turnoverRepo.open(db, merchant.id, memberId);
  return { open: open.map(turnoverView), ...sums(open) };
}

/**
 * The wallet's spend lock of bonus turnover, the one rule for every way out: while a requirement is open the whole
 * balance is held (a deposit bonus's rule counts the deposit too, and a bet of any of it counts down the same
 * requirement), so a debit that takes money out of the member's reach (a withdrawal, a transfer to another member, any
 * later one) is refused with TURNOVER_OPEN, saying how much of how much is wagered and what is left, until it is met or
 * waived. Bets and the member's own vendor wallets are not such debits (the wallet's STAYS_WITH_MEMBER).
 */
export const turnoverLock: SpendLock = async (tx, { merchantId, memberId }, balance) => {
  const open = await turnoverRepo.open(tx, merchantId, memberId);
  const coming = await comingRequirements(tx, merchantId, memberId);
  if (!open.length && !coming.length) return null;
  const required = open.reduce((s, r) => s + r.required, 0n) + coming.reduce((s, c) => s + c, 0n);
  const wagered = open.reduce((s, r) => s + r.wagered, 0n);
  const left = required - open.reduce((s, r) => s + (r.wagered < r.required ? r.wagered : r.required), 0n);
  const value: TurnoverOpen = { required: minorToMoney(required), wagered: minorToMoney(wagered), left: minorToMoney(left) };
  return { amount: balance, refusal: new AppError(ErrorCode.TURNOVER_OPEN, { value }) };
};

/**
 * What the bonuses paid but not yet taken in by the turnover subscriber will ask (a deposit's bonus and a reward open
 * their requirement after the payment's transaction): those hold too, from the payment on, so neither the moment
 * before the subscriber runs nor a delivery that failed lets a bonus out. Reckoned with the rules as they are now.
 */
async function comingRequirements(tx: Executor, merchantId: number, memberId: number): Promise<bigint[]> {
  const paid = (await eventsNotTakenIn(tx, BONUS_TURNOVER, merchantId, BONUS_EVENTS, { memberId })).map(paidBonusOf);
  const bonuses = paid.filter((b): b is PaidBonus => b !== null);
  if (!bonuses.length) return [];
  const rules = await rulesOf(tx, merchantId);
  return bonuses.map((b) => requiredTurnover(rules.get(b.source)!, b.bonus, b.deposit)).filter((r) => r > 0n);
}

/** The open bonuses a withdrawal reviewer sees. */
export async function openBonuses(db: Executor, merchantId: number, memberId: number) {
  return (await turnoverRepo.open(db, merchantId, memberId)).map((r) => ({
    name: r.source,
    amount: minorToMoney(r.bonus),
    required: minorToMoney(r.required),
    done: minorToMoney(r.wagered),
  }));
}

// ---- operator ----

export async function opsTurnoverRules(db: Db, merchant: Merchant): Promise<TurnoverRule[]> {
  return [...(await rulesOf(db, merchant.id)).values()];
}

export async function updateTurnoverRule(ctx: OpsContext, merchant: Merchant, source: BonusSource, b: TurnoverRuleUpdate): Promise<TurnoverRule> {
  ctx.audit.target = `turnover rule ${source}`;
  ctx.audit.before = ruleView(source, await turnoverRepo.rule(ctx.db, merchant.id, source));
  return ruleView(source, await turnoverRepo.putRule(ctx.db, merchant.id, source, b));
}

export async function opsMemberTurnover(db: Db, merchant: Merchant, memberId: number): Promise<OpsTurnover[]> {
  return (await turnoverRepo.list(db, merchant.id, memberId)).map(opsTurnoverView);
}

/** Lifts an open requirement (audited with the reason); a met or waived one is ALREADY_DECIDED. */
export async function waiveTurnover(ctx: OpsContext, merchant: Merchant, memberId: number, id: number, reason: string): Promise<OpsTurnover> {
  const row = await turnoverRepo.lock(ctx.db, merchant.id, memberId, id);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `turnover ${id}` });
  ctx.audit.target = `member ${memberId} turnover ${id}`;
  ctx.audit.before = opsTurnoverView(row);
  if (row.status !== 'open') throw new AppError(ErrorCode.ALREADY_DECIDED, { detail: `turnover is ${row.status}` });
  const waived = await turnoverRepo.update(ctx.db, id, { status: 'waived', closedAt: new Date(), waivedBy: ctx.operator.username, waiveReason: reason });
  return opsTurnoverView(waived);
}
