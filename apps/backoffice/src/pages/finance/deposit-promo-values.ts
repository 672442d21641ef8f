import type { OpsDepositPromo, OpsDepositPromoInput } from '@wps/contract';
import { windowOf, windowToBody, type Window } from '../content/content-values';

// The deposit promotions' form and the create / update calls' bodies: pure functions, tested in deposit-promos.test.ts.

/** A promotion as its form holds it: money and percent as the number inputs give them, the window as a range. */
export interface PromoValues {
  code: string;
  title: string;
  percent: string | number | null;
  fixedBonus: string | number | null;
  maxBonus: string | number | null;
  minDeposit: string | number | null;
  hidden: boolean;
  window?: Window;
  maxUses: number | null;
  perMemberUses: number | null;
  enabled: boolean;
}

export const NEW_PROMO: PromoValues = {
  code: '',
  title: '',
  percent: '0',
  fixedBonus: '0',
  maxBonus: null,
  minDeposit: '0',
  hidden: false,
  maxUses: null,
  perMemberUses: null,
  enabled: true,
};

export const promoValues = (p: OpsDepositPromo): PromoValues => ({
  code: p.code,
  title: p.title,
  percent: p.percent,
  fixedBonus: p.fixedBonus,
  maxBonus: p.maxBonus,
  minDeposit: p.minDeposit,
  hidden: p.hidden,
  window: windowOf(p),
  maxUses: p.maxUses,
  perMemberUses: p.perMemberUses,
  enabled: p.enabled,
});

/** A number input's value as the call's decimal string (an empty one is 0). */
const decimal = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '0' : String(v));
const count = (v: number | null | undefined): number | null => (typeof v === 'number' && v > 0 ? v : null);

/** The create / update body from the form: every field (an update sends them all; the server checks the whole). */
export function promoBody(v: PromoValues): OpsDepositPromoInput {
  return {
    code: v.code.trim(),
    title: v.title.trim(),
    percent: decimal(v.percent),
    fixedBonus: decimal(v.fixedBonus),
    maxBonus: decimal(v.maxBonus),
    minDeposit: decimal(v.minDeposit),
    hidden: v.hidden,
    ...windowToBody(v.window ?? null),
    maxUses: count(v.maxUses),
    perMemberUses: count(v.perMemberUses),
    enabled: v.enabled,
  };
}

/** The form field and the locale key of each field a refused create / update names (the server's field names). */
const FIELD_ERRORS: Record<string, [string, string]> = {
  code: ['code', 'depositPromos.errors.code'],
  percent: ['percent', 'depositPromos.errors.percent'],
  maxBonus: ['maxBonus', 'depositPromos.errors.maxBonus'],
  startsAt: ['window', 'depositPromos.errors.window'],
  endsAt: ['window', 'depositPromos.errors.window'],
  perMemberUses: ['perMemberUses', 'depositPromos.errors.perMemberUses'],
};
export function promoFieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.keys(errors ?? {})) {
    const known = FIELD_ERRORS[field];
    if (known) out[known[0]] = known[1];
  }
  return out;
}

/** What a promotion pays, in words' parts: its percent (when any) and its fixed bonus (when any). */
export const bonusParts = (p: Pick<OpsDepositPromo, 'percent' | 'fixedBonus'>): { percent: boolean; fixed: boolean } => ({
  percent: Number(p.percent) > 0,
  fixed: Number(p.fixedBonus) > 0,
});
