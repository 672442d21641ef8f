import type { ContractInfo, ContractKind } from '@wps/contract';
import { useState, type FormEvent } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { showToast } from '../../../shared/ui/feedback';
import { FormError, Select, SubmitButton } from '../../../shared/ui/form';
import { usePropose } from '../api/contracts';
import { useContractsTranslation } from '../i18n';
import { KINDS } from '../kinds';
import { TiersEditor } from './tiers-editor';
import { dividendBody, emptyRow, salaryBody, validateTiers, type TierErrors, type TierRow } from './tiers-rules';

export interface Downline {
  id: number;
  account: string;
}

/**
 * Propose terms to a direct sub-agent: pick the sub-agent, edit the tiers, send. The tiers are checked here first
 * (and again by the server), including that no tier pays more than the member's own terms.
 */
export function ProposeForm({ kind, info, downlines }: { kind: ContractKind; info: ContractInfo; downlines: readonly Downline[] }) {
  const { t } = useContractsTranslation();
  const mode = KINDS[kind].mode;
  const [downlineId, setDownlineId] = useState('');
  const [rows, setRows] = useState<TierRow[]>([emptyRow()]);
  const [errors, setErrors] = useState<TierErrors>({});
  const [pickError, setPickError] = useState<string | undefined>();
  const [problem, setProblem] = useState('');
  const propose = usePropose(kind);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const own = info.mine ? { salary: info.mine.salaryTiers, dividend: info.mine.dividendTiers } : undefined;
    const found = validateTiers(mode, rows, own);
    const pick = downlineId ? undefined : t('ac_err_pick');
    setErrors(found);
    setPickError(pick);
    if (pick || Object.keys(found).length > 0) {
      setProblem(t('ac_err_fix'));
      return;
    }
    setProblem('');
    const id = Number(downlineId);
    try {
      await propose.mutateAsync(mode === 'salary' ? { downlineId: id, salary: salaryBody(rows) } : { downlineId: id, dividend: dividendBody(rows) });
      setRows([emptyRow()]);
      setDownlineId('');
      void showToast(t('ac_proposed'), 2000);
    } catch (err) {
      setProblem(errorText(err));
    }
  };

  return (
    <form className="ac-card ac-form" onSubmit={(e) => void submit(e)} noValidate data-testid="propose-form">
      <Select
        label={t('ac_pick_downline')}
        value={downlineId}
        onChange={setDownlineId}
        placeholder={t('ac_pick_placeholder')}
        options={downlines.map((d) => ({ value: String(d.id), label: d.account }))}
        error={pickError}
      />
      <TiersEditor mode={mode} rows={rows} onChange={setRows} errors={errors} />
      <FormError>{problem}</FormError>
      <SubmitButton busy={propose.isPending}>{t('ac_send_proposal')}</SubmitButton>
    </form>
  );
}
