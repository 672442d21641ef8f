import type { BonusSource } from '@wps/contract';
import type { StoredEvent } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { rewardPaid } from '../promotions/index.js';

export const BONUS_TURNOVER = 'bonus-turnover';

/**
 * The events whose bonus gets its requirement from the turnover subscriber, after the payment's transaction (the other
 * bonuses open theirs in the payment's own transaction: payBonus).
 */
export const BONUS_EVENTS: readonly string[] = [depositCredited.type, rewardPaid.type];

/** A paid bonus as its requirement records it. */
export interface PaidBonus {
  memberId: number;
  source: BonusSource;
  /** The ledger key of the bonus payment. */
  reference: string;
  /** Minor units: the bonus, and the deposit it came with (0 when none). */
  bonus: bigint;
  deposit: bigint;
}

/** The bonus a deposit.credited or reward.paid event paid; null for a deposit without one. */
export function paidBonusOf(event: StoredEvent): PaidBonus | null {
  if (event.type === depositCredited.type) {
    const d = depositCredited.read(event);
    if (BigInt(d.bonus) <= 0n) return null;
    return { memberId: d.memberId, source: 'deposit', reference: `bonus:${d.orderNo}`, bonus: BigInt(d.bonus), deposit: BigInt(d.amount) };
  }
  const p = rewardPaid.read(event);
  return { memberId: p.memberId, source: p.source === 'sign-in' ? 'sign-in' : 'application', reference: p.reference, bonus: BigInt(p.amount), deposit: 0n };
}
