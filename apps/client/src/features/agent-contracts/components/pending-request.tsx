import type { ContractKind } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { ErrorState } from '../../../shared/ui/list-states';
import { usePendingQuery, useProcessContract } from '../api/contracts';
import { useContractsTranslation } from '../i18n';
import { KINDS } from '../kinds';
import { ContractCard } from './contract-card';

/** The proposal awaiting the member's answer, with Accept and Reject (each confirmed first). Nothing when none. */
export function PendingRequest({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const q = usePendingQuery(kind);
  const process = useProcessContract(kind);
  if (q.isPending) return <div className="sk sk-block ac-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  if (!c) return null;
  const answer = async (action: 'accept' | 'reject') => {
    const ok = await confirmDialog(t(action === 'accept' ? 'ac_confirm_accept' : 'ac_confirm_reject', { kind: t(KINDS[kind].name) }));
    if (!ok) return;
    try {
      await process.mutateAsync({ id: c.id, action });
      void showToast(t(action === 'accept' ? 'ac_accepted' : 'ac_rejected'), 2000);
    } catch (e) {
      void showToast(errorText(e), 3000);
    }
  };
  return (
    <section aria-labelledby="ac-h-pending" className="ac-section ac-pending">
      <h2 id="ac-h-pending" className="ac-h">
        {t('ac_pending_title')}
      </h2>
      <ContractCard contract={c} side="mine" testId="contract-pending">
        <p className="ac-note">{t('ac_pending_note', { who: c.upline ?? t('ac_merchant') })}</p>
        <div className="ac-actions">
          <button type="button" className="btn btn-outline" disabled={process.isPending} onClick={() => void answer('reject')}>
            {t('ac_reject')}
          </button>
          <button type="button" className="btn btn-primary" disabled={process.isPending} onClick={() => void answer('accept')}>
            {t('ac_accept')}
          </button>
        </div>
      </ContractCard>
    </section>
  );
}
