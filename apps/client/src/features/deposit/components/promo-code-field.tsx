import {
  PROMO_CODE_MAX,
  PROMO_CODE_PATTERN,
  PROMO_CODE_PROBLEMS,
  isMoneyAmount,
  minorToMoney,
  moneyToMinor,
  requiredTurnover,
  type PromoCodeProblem,
} from '@wps/contract/lite';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { CheckField, Field, serverFieldErrors, type Form } from '../../../shared/ui/form';
import { useDepositTurnoverRuleQuery, usePromoCodeQuery } from '../api/check-promo-code';
import { useDepositTranslation } from '../i18n';
import type { DepositValues } from './amount-step';

/** The text of each reason a code does not apply (the server's field error message). */
const PROBLEM_KEYS: Record<PromoCodeProblem, string> = {
  unknown: 'mn_promo_code_unknown',
  not_started: 'mn_promo_code_not_started',
  ended: 'mn_promo_code_ended',
  used_up: 'mn_promo_code_used_up',
  already_used: 'mn_promo_code_already_used',
  below_minimum: 'mn_promo_code_below_minimum',
};

/** The translation key of a refused code's reason, or null when the failure is something else (network...). */
export function promoCodeProblemKey(error: unknown): string | null {
  const problem = serverFieldErrors(error).find((f) => f.field === 'code' || f.field === 'promoCode')?.message;
  return problem && (PROMO_CODE_PROBLEMS as readonly string[]).includes(problem) ? PROBLEM_KEYS[problem as PromoCodeProblem] : null;
}

/** The value after it stopped changing for `ms` (the amount being typed re-checks the code once, not per key). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The promo or bonus code: typed, applied (checked with the server: what it adds for the current amount, checked again
 * when the amount changes), removable. Applying a code clears the bonus picked in the list; picking one clears the
 * code (deposit-form.tsx), so at most one promotion goes with the deposit.
 */
export function PromoCodeField({ form }: { form: Form<DepositValues> }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const applied = form.values.appliedCode;
  const amount = useSettled(form.values.amount.trim(), 400);
  const check = usePromoCodeQuery(applied, amount);

  const apply = () => {
    const code = form.values.promoCode.trim();
    if (!PROMO_CODE_PATTERN.test(code)) {
      form.setFieldError('promoCode', t('mn_promo_code_invalid'));
      form.focus('promoCode');
      return;
    }
    form.setFieldError('promoCode', undefined);
    form.setValues({ promoCode: code.toUpperCase(), appliedCode: code.toUpperCase(), promoId: null, codeAccepted: false });
  };
  const remove = () => {
    form.setFieldError('promoCode', undefined);
    form.setValues({ promoCode: '', appliedCode: null, codeAccepted: false });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the code field applies the code rather than submitting the deposit.
    if (e.key === 'Enter' && applied === null) {
      e.preventDefault();
      apply();
    }
  };

  const problemKey = applied !== null && check.isError ? promoCodeProblemKey(check.error) : null;
  const checkError = applied !== null && check.isError ? (problemKey ? t(problemKey) : errorText(check.error)) : undefined;
  let status: string | null = null;
  if (applied !== null && !checkError) {
    // The code is known to be usable before any amount; its bonus needs one.
    if (check.data?.bonus) status = t('mn_promo_code_bonus', { title: check.data.title, bonus: fmt(check.data.bonus) });
    else if (check.isFetching) status = t('mn_promo_code_checking');
    else if (check.data && !isMoneyAmount(amount)) status = t('mn_promo_code_needs_amount');
  }

  const binding = form.field('promoCode');
  const usable = applied !== null && !checkError && check.data !== undefined;
  return (
    <div className="mn-code">
      <Field
        label={t('mn_promo_code')}
        {...binding}
        error={binding.error ?? checkError}
        readOnly={applied !== null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={PROMO_CODE_MAX}
        onKeyDown={onKeyDown}
        end={
          applied === null ? (
            <button type="button" className="field-toggle" onClick={apply}>
              {t('mn_promo_code_apply')}
            </button>
          ) : (
            <button type="button" className="field-toggle" onClick={remove}>
              {t('mn_promo_code_remove')}
            </button>
          )
        }
      />
      <p className="mn-note mn-code-status" role="status">
        {status}
      </p>
      {usable ? <PromoTerms form={form} bonus={check.data?.bonus ?? null} amount={amount} onDecline={remove} /> : null}
    </div>
  );
}

/**
 * A usable code's terms before the member takes it (issue 33 item 2): the turnover it asks (for this amount when
 * there is one) and that the whole balance stays locked until then; accepted with a tick, or declined (the code goes).
 */
function PromoTerms({ form, bonus, amount, onDecline }: { form: Form<DepositValues>; bonus: string | null; amount: string; onDecline: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const rule = useDepositTurnoverRuleQuery(true).data;
  if (!rule) return null;
  const parts = [t('mn_promo_terms_rule_bonus', { times: rule.bonusTimes })];
  if (rule.depositTimes > 0) parts.push(t('mn_promo_terms_rule_deposit', { times: rule.depositTimes }));
  const how = parts.join(' + ');
  const required = bonus !== null && isMoneyAmount(amount) ? minorToMoney(requiredTurnover(rule, moneyToMinor(bonus), moneyToMinor(amount))) : null;
  return (
    <section className="mn-terms" aria-labelledby="mn-terms-title" data-testid="promo-terms">
      <h3 id="mn-terms-title">{t('mn_promo_terms_title')}</h3>
      <p>{required !== null ? t('mn_promo_terms_turnover', { required: fmt(required), rule: how }) : t('mn_promo_terms_turnover_rule', { rule: how })}</p>
      <p>{t('mn_promo_terms_lock')}</p>
      <CheckField label={t('mn_promo_terms_accept')} {...form.check('codeAccepted')} />
      <button type="button" className="btn btn-outline btn-sm" onClick={onDecline}>
        {t('mn_promo_terms_decline')}
      </button>
    </section>
  );
}
