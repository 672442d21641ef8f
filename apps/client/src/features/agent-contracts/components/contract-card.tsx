import type { AgentContract } from '@wps/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../shared/format/date-time';
import { StatusBadge } from '../../../shared/ui/money-page';
import { useContractsTranslation } from '../i18n';
import { TierTable } from './tier-table';

const BADGE: Record<AgentContract['status'], string> = {
  PENDING: 'pending',
  ACTIVE: 'success',
  REJECTED: 'failed',
  CANCELLED: 'cancelled',
  SUPERSEDED: 'cancelled',
};

/** One contract: who with, its status and dates, the tiers and any actions below. */
export function ContractCard({
  contract,
  side,
  testId,
  children,
}: {
  contract: AgentContract;
  /** `mine`: the member is the downline (show the upline); `downline`: the member proposed it (show the downline). */
  side: 'mine' | 'downline';
  testId?: string;
  children?: ReactNode;
}) {
  const { t, lng } = useContractsTranslation();
  const who = side === 'mine' ? (contract.upline ?? t('ac_merchant')) : contract.downline;
  return (
    <article className="ac-card" data-testid={testId} data-status={contract.status}>
      <div className="ac-line">
        <p className="ac-who">{t(side === 'mine' ? 'ac_from' : 'ac_to', { who })}</p>
        <StatusBadge status={BADGE[contract.status]} label={t(`ac_status_${contract.status.toLowerCase()}`)} />
      </div>
      <p className="ac-note">
        {t('ac_created', { date: formatDateTime(contract.createdAt, lng) })}
        {contract.effectiveFrom ? ` · ${t('ac_effective', { date: formatDateTime(contract.effectiveFrom, lng) })}` : ''}
      </p>
      <TierTable contract={contract} />
      {children}
    </article>
  );
}
