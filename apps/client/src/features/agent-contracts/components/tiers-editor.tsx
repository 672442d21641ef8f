import { CONTRACT_MAX_TIERS } from '@wps/contract/lite';
import { Field, digitsUpTo, moneyInput } from '../../../shared/ui/form';
import { useContractsTranslation } from '../i18n';
import { emptyRow, type TierErrors, type TierField, type TierMode, type TierRow } from './tiers-rules';

/**
 * The tiers of a proposal: one row per tier (minimum team figure, minimum active members, and the salary or the
 * dividend share), rows added and removed in place. Errors are the feature's text keys by `row.field`.
 */
export function TiersEditor({
  mode,
  rows,
  onChange,
  errors,
}: {
  mode: TierMode;
  rows: readonly TierRow[];
  onChange: (rows: TierRow[]) => void;
  errors: TierErrors;
}) {
  const { t } = useContractsTranslation();
  const set = (i: number, field: TierField, value: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));
  const err = (i: number, f: TierField) => {
    const key = errors[`${i}.${f}`];
    return key ? t(key) : undefined;
  };
  return (
    <fieldset className="ac-tiers" data-testid="tiers-editor">
      <legend className="ac-h3">{t('ac_tiers')}</legend>
      {rows.map((r, i) => (
        <div key={i} className="ac-tier-row" data-testid="tier-row">
          <p className="ac-tier-no">{t('ac_tier_n', { n: i + 1 })}</p>
          <Field
            label={t(mode === 'salary' ? 'ac_min_valid_bet' : 'ac_min_net_loss')}
            value={r.threshold}
            onChange={(v) => set(i, 'threshold', v)}
            filter={moneyInput}
            inputMode="decimal"
            autoComplete="off"
            error={err(i, 'threshold')}
          />
          <Field
            label={t('ac_min_active')}
            value={r.members}
            onChange={(v) => set(i, 'members', v)}
            filter={digitsUpTo(7)}
            inputMode="numeric"
            autoComplete="off"
            error={err(i, 'members')}
          />
          <Field
            label={t(mode === 'salary' ? 'ac_salary_amount' : 'ac_share_pct')}
            value={r.value}
            onChange={(v) => set(i, 'value', v)}
            filter={moneyInput}
            inputMode="decimal"
            autoComplete="off"
            error={err(i, 'value')}
          />
          {rows.length > 1 ? (
            <button type="button" className="btn btn-outline btn-sm ac-remove" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              {t('ac_remove_tier', { n: i + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      {errors.list ? <p className="field-error">{t(errors.list)}</p> : null}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={rows.length >= CONTRACT_MAX_TIERS}
        onClick={() => onChange([...rows, emptyRow()])}
      >
        {t('ac_add_tier')}
      </button>
    </fieldset>
  );
}
