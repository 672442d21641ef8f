import { GAME_TYPES, type Contributions, type GameType, type TurnoverRule, type TurnoverRuleUpdate } from '@wps/contract';

// The turnover rules' edit form and the rule call's body: pure functions, tested in turnover-rules.test.ts.

/** A rule as its form holds it: a category's empty field (null) counts in full, like one the rule leaves out. */
export interface RuleValues {
  bonusTimes: number;
  depositTimes: number;
  contributions: Partial<Record<GameType, number | null>>;
}

export const ruleValues = (rule: TurnoverRule): RuleValues => ({
  bonusTimes: rule.bonusTimes,
  depositTimes: rule.depositTimes,
  contributions: { ...rule.contributions },
});

/** The update call's body from the form: only the categories given a percent. */
export function ruleBody(v: RuleValues): TurnoverRuleUpdate {
  const contributions: Contributions = {};
  for (const type of GAME_TYPES) {
    const percent = v.contributions?.[type];
    if (typeof percent === 'number') contributions[type] = percent;
  }
  return { bonusTimes: v.bonusTimes, depositTimes: v.depositTimes, contributions };
}

/** The categories a rule counts at less (or other) than in full, in the catalogue's order. */
export const contributionList = (contributions: Contributions): [GameType, number][] =>
  GAME_TYPES.flatMap((type) => (contributions[type] === undefined ? [] : [[type, contributions[type]] as [GameType, number]]));

/**
 * The form's fields among those a refused update names (VALIDATION's `value` fields: `bonusTimes`,
 * `contributions.LIVE`), each with the locale key of the rule it broke. Fields the form does not have are left to the
 * notification.
 */
export function ruleFieldErrors(errors: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of Object.keys(errors ?? {})) {
    if (field === 'bonusTimes' || field === 'depositTimes') out[field] = 'turnoverRules.timesRule';
    else if ((GAME_TYPES as readonly string[]).some((type) => field === `contributions.${type}`)) out[field] = 'turnoverRules.percentRule';
  }
  return out;
}
