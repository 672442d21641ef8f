import {
  ErrorCode,
  depositBonusMinor,
  minorToMoney,
  moneyToMinor,
  type AcceptPromoResult,
  type CheckPromoCodeResult,
  type DepositPromo as DepositPromoView,
  type OpsDepositPromo,
  type OpsDepositPromoInput,
  type OpsDepositPromoUpdate,
  type PromoCodeProblem,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { DepositPromo, Merchant } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/envelope.js';
import type { OpsContext } from '../../platform/ops-auth.js';
import { isoOrNull } from '../../platform/values.js';
import { promoRepo, type DepositPromoInsert } from './promo-repo.js';

// Deposit promotions: the listed ones a member picks, the promo / bonus codes a member types (a listed promotion's
// code, or a hidden promotion's that only its code unlocks), their limits, and the operator's management of them.

const percentOf = (bp: number) => minorToMoney(bp);

const promoView = (p: DepositPromo): DepositPromoView => ({
  id: p.id,
  title: p.title,
  percent: percentOf(p.percentBp),
  maxBonus: minorToMoney(p.maxBonus),
  minDeposit: minorToMoney(p.minDeposit),
  fixedBonus: minorToMoney(p.fixedBonus),
});

export async function listPromos(db: Db, merchant: Merchant): Promise<DepositPromoView[]> {
  return (await promoRepo.listed(db, merchant.id)).map(promoView);
}

/** How the member chose a promotion: picked in the list, or typed its code. */
export type PromoChoice = { promoId: number } | { code: string };

/** The request field a problem is reported on. */
const fieldOf = (choice: PromoChoice, codeField: string) => ('promoId' in choice ? 'promoId' : codeField);
const refuse = (field: string, problem: PromoCodeProblem) => fieldError(field, problem);

/**
 * The promotion a choice names and the bonus it pays on `amount`, or a field error saying why not (PROMO_CODE_PROBLEMS):
 * unknown or off, outside its window, its total or the member's uses taken, the amount under its minimum. With `lock`
 * a promotion with use limits stays locked until the caller's transaction ends (see createDeposit), so counting its
 * uses and inserting the order happen one deposit at a time.
 */
export async function applyPromo(
  db: Executor,
  merchantId: number,
  memberId: number,
  choice: PromoChoice,
  amount: bigint,
  opts: { codeField: string; lock: boolean },
): Promise<{ promo: DepositPromo; bonus: bigint }> {
  const promo = await usablePromo(db, merchantId, memberId, choice, opts);
  const bonus = depositBonusMinor(amount, promo);
  if (bonus === null) throw refuse(fieldOf(choice, opts.codeField), 'below_minimum');
  return { promo, bonus };
}

/** The promotion a choice names if it can be used now by this member, whatever the amount (see applyPromo). */
async function usablePromo(
  db: Executor,
  merchantId: number,
  memberId: number,
  choice: PromoChoice,
  opts: { codeField: string; lock: boolean },
): Promise<DepositPromo> {
  const field = fieldOf(choice, opts.codeField);
  const found = 'promoId' in choice ? await promoRepo.listedById(db, merchantId, choice.promoId) : await promoRepo.byCode(db, merchantId, choice.code);
  // Only a promotion with use limits is locked: deposits with an unlimited one need not take turns.
  const limited = found !== null && (found.maxUses !== null || found.perMemberUses !== null);
  const promo = found && opts.lock && limited ? await promoRepo.lock(db, merchantId, found.id) : found;
  if (!promo || !promo.enabled) throw refuse(field, 'unknown');
  const now = Date.now();
  if (promo.startsAt && promo.startsAt.getTime() > now) throw refuse(field, 'not_started');
  if (promo.endsAt && promo.endsAt.getTime() <= now) throw refuse(field, 'ended');
  if (promo.maxUses !== null || promo.perMemberUses !== null) {
    const uses = await promoRepo.uses(db, promo.id, memberId);
    if (promo.maxUses !== null && uses.total >= promo.maxUses) throw refuse(field, 'used_up');
    if (promo.perMemberUses !== null && uses.member >= promo.perMemberUses) throw refuse(field, 'already_used');
  }
  return promo;
}

/** MCS2_acceptPromo: checks a listed promotion applies to this amount and says what it would pay. */
export async function acceptPromo(db: Db, merchant: Merchant, memberId: number, promoId: number, amount: string): Promise<AcceptPromoResult> {
  if (!(await promoRepo.listedById(db, merchant.id, promoId))) throw new AppError(ErrorCode.NOT_FOUND);
  const { bonus } = await applyPromo(db, merchant.id, memberId, { promoId }, moneyToMinor(amount), { codeField: 'promoId', lock: false });
  return { promoId, bonus: minorToMoney(bonus) };
}

/**
 * checkPromoCode: what a typed promo or bonus code gives for an amount (nothing is reserved until the deposit); without
 * an amount, whether the code can be used at all (bonus null).
 */
export async function checkPromoCode(db: Db, merchant: Merchant, memberId: number, code: string, amount?: string): Promise<CheckPromoCodeResult> {
  const opts = { codeField: 'code', lock: false };
  const { promo, bonus } =
    amount === undefined
      ? { promo: await usablePromo(db, merchant.id, memberId, { code }, opts), bonus: null }
      : await applyPromo(db, merchant.id, memberId, { code }, moneyToMinor(amount), opts);
  const view = { promoId: promo.id, code: promo.code, title: promo.title, minDeposit: minorToMoney(promo.minDeposit) };
  return { ...view, bonus: bonus === null ? null : minorToMoney(bonus) };
}

// ---- operator ----

const opsView = (p: DepositPromo, uses = { pending: 0, credited: 0 }): OpsDepositPromo => ({
  id: p.id,
  code: p.code,
  title: p.title,
  percent: percentOf(p.percentBp),
  fixedBonus: minorToMoney(p.fixedBonus),
  maxBonus: minorToMoney(p.maxBonus),
  minDeposit: minorToMoney(p.minDeposit),
  hidden: p.hidden,
  startsAt: isoOrNull(p.startsAt),
  endsAt: isoOrNull(p.endsAt),
  maxUses: p.maxUses,
  perMemberUses: p.perMemberUses,
  enabled: p.enabled,
  uses,
});

export async function opsPromos(db: Db, merchant: Merchant): Promise<OpsDepositPromo[]> {
  const uses = await promoRepo.useCounts(db, merchant.id);
  return (await promoRepo.all(db, merchant.id)).map((p) => opsView(p, uses.get(p.id)));
}

/** An operator's promotion fields as columns, checked as a whole (a bonus that can be paid, a window that is one). */
function columnsOf(b: OpsDepositPromoInput): Omit<DepositPromoInsert, 'merchantId'> {
  const row = {
    code: b.code,
    title: b.title,
    percentBp: Number(moneyToMinor(b.percent)),
    fixedBonus: moneyToMinor(b.fixedBonus),
    maxBonus: moneyToMinor(b.maxBonus),
    minDeposit: moneyToMinor(b.minDeposit),
    hidden: b.hidden,
    startsAt: b.startsAt === null ? null : new Date(b.startsAt),
    endsAt: b.endsAt === null ? null : new Date(b.endsAt),
    maxUses: b.maxUses,
    perMemberUses: b.perMemberUses,
    enabled: b.enabled,
  };
  if (row.percentBp > 10_000) throw fieldError('percent', 'at most 100');
  if (row.percentBp === 0 && row.fixedBonus === 0n) throw fieldError('percent', 'give a percentage or a fixed bonus');
  if (row.fixedBonus > row.maxBonus) throw fieldError('maxBonus', 'below the fixed bonus');
  if (row.startsAt && row.endsAt && row.endsAt <= row.startsAt) throw fieldError('endsAt', 'not after the start');
  if (row.maxUses !== null && row.perMemberUses !== null && row.perMemberUses > row.maxUses) throw fieldError('perMemberUses', 'above the total uses');
  return row;
}

async function requireFreeCode(db: Executor, merchantId: number, code: string, exceptId?: number): Promise<void> {
  if (await promoRepo.codeTaken(db, merchantId, code, exceptId)) throw fieldError('code', 'already the code of another promotion');
}

export async function createPromo(ctx: OpsContext, merchant: Merchant, b: OpsDepositPromoInput): Promise<OpsDepositPromo> {
  ctx.audit.target = `deposit promo ${b.code}`;
  const row = columnsOf(b);
  await requireFreeCode(ctx.db, merchant.id, b.code);
  return opsView(await promoRepo.insert(ctx.db, { ...row, merchantId: merchant.id }));
}

/** Changes a promotion; the fields not sent keep their values and the result is checked as a whole. */
export async function updatePromo(ctx: OpsContext, merchant: Merchant, id: number, patch: OpsDepositPromoUpdate): Promise<OpsDepositPromo> {
  const current = await promoRepo.lock(ctx.db, merchant.id, id);
  if (!current) throw new AppError(ErrorCode.NOT_FOUND, { detail: `deposit promo ${id}` });
  const uses = (await promoRepo.useCounts(ctx.db, merchant.id)).get(id);
  const before = opsView(current, uses);
  ctx.audit.target = `deposit promo ${current.code}`;
  ctx.audit.before = before;
  const { id: _id, uses: _uses, ...fields } = before;
  const row = columnsOf({ ...fields, ...patch } as OpsDepositPromoInput);
  if (patch.code !== undefined) await requireFreeCode(ctx.db, merchant.id, patch.code, id);
  const updated = await promoRepo.update(ctx.db, merchant.id, id, row);
  if (!updated) throw new AppError(ErrorCode.NOT_FOUND, { detail: `deposit promo ${id}` });
  return opsView(updated, uses);
}
