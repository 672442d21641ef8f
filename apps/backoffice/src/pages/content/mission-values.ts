import { MAIN_LANGUAGES, MONEY_METRICS, ROUND_METRICS, type LanguageCode, type MissionMetric, type MissionPeriod, type OpsMission } from '@wps/contract';
import { moneyInput, windowOf, windowToBody, type Window } from './content-values';

// The missions form: pure functions, tested in missions.test.ts.

/** The form: texts of the main languages (EN required), what it counts, target, reward and schedule. */
export interface MissionValues {
  titles: Partial<Record<LanguageCode, string>>;
  descriptions: Partial<Record<LanguageCode, string>>;
  period: MissionPeriod;
  metric: MissionMetric;
  /** '' : any category (SPINS: slots). */
  gameType: string;
  target: string;
  reward: string;
  sort: number | null;
  enabled: boolean;
  window: Window;
}

export const isMoneyMetric = (m: MissionMetric) => MONEY_METRICS.includes(m);
export const takesCategory = (m: MissionMetric) => ROUND_METRICS.includes(m);

/** A mission's values for the form (a new one: daily slot spins, on). */
export function missionValuesOf(m: OpsMission | null): MissionValues {
  if (!m) return { titles: {}, descriptions: {}, period: 'DAILY', metric: 'SPINS', gameType: '', target: '', reward: '', sort: null, enabled: true, window: undefined };
  return {
    titles: m.titles,
    descriptions: m.descriptions,
    period: m.period,
    metric: m.metric,
    gameType: m.gameType ?? '',
    target: m.target,
    reward: m.reward,
    sort: m.sort,
    enabled: m.enabled,
    window: windowOf(m),
  };
}

/** Trimmed texts without the empty ones (an emptied language falls back to EN). */
function texts(v: Partial<Record<LanguageCode, string>> | undefined): Partial<Record<LanguageCode, string>> {
  const out: Partial<Record<LanguageCode, string>> = {};
  for (const code of MAIN_LANGUAGES) {
    const t = v?.[code]?.trim();
    if (t) out[code] = t;
  }
  return out;
}

/** The call's body from the form: a count target stays whole, money ones get two decimals; a category only where it counts. */
export function missionBody(v: MissionValues): Record<string, unknown> {
  const money = isMoneyMetric(v.metric);
  const target = String(v.target ?? '').trim();
  return {
    titles: texts(v.titles),
    descriptions: texts(v.descriptions),
    period: v.period,
    metric: v.metric,
    gameType: takesCategory(v.metric) && v.gameType ? v.gameType : null,
    target: money ? (moneyInput(target) ?? target) : target,
    reward: moneyInput(v.reward) ?? v.reward,
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    enabled: v.enabled,
    ...windowToBody(v.window),
  };
}

/** Whether a target fits its metric: a whole count above zero, or an amount above zero. */
export function targetOk(metric: MissionMetric, v: string | undefined): boolean {
  const s = String(v ?? '').trim();
  if (isMoneyMetric(metric)) return moneyInput(s) !== undefined && Number(s) > 0;
  return /^\d{1,9}$/.test(s) && Number(s) > 0;
}
