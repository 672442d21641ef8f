import { previousPeriod, type ContractKind } from '@wps/contract/lite';
import type { AgentContract, AgentStatement } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { ErrorState } from '../../../shared/ui/list-states';
import { MoneyRow, StatusBadge } from '../../../shared/ui/money-page';
import { useCurrentQuery, usePayoutDividend, useStatementsQuery } from '../api/contracts';
import { useContractsTranslation } from '../i18n';

/** The current period so far: the team's figures and the estimated salary or dividend. */
export function CurrentEstimate({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const money = useMoneyFormat();
  const q = useCurrentQuery(kind);
  if (q.isPending) return <div className="sk sk-block ac-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const c = q.data;
  return (
    <div className="ac-card ac-kpis" data-testid="contract-current">
      <p className="ac-note">{t('ac_period', { period: c.period })}</p>
      <dl className="ac-kpi-grid">
        <div>
          <dt>{t('ac_estimated')}</dt>
          <dd className="ac-big" data-testid="contract-estimated">
            {money(c.estimated)}
          </dd>
        </div>
        <div>
          <dt>{t(kind === 'DIVIDEND' ? 'ac_team_net_loss' : 'ac_team_valid_bet')}</dt>
          <dd>{money(kind === 'DIVIDEND' ? c.netLoss : c.validBet)}</dd>
        </div>
        <div>
          <dt>{t('ac_active_members')}</dt>
          <dd>{c.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('ac_tier_reached')}</dt>
          <dd>{c.tier >= 0 ? t('ac_tier_n', { n: c.tier + 1 }) : t('ac_tier_none')}</dd>
        </div>
      </dl>
      {c.contract ? null : <p className="ac-note">{t('ac_no_terms_estimate')}</p>}
    </div>
  );
}

function StatementRow({ s, side, onPayout, busy }: { s: AgentStatement; side: 'received' | 'paid'; onPayout?: (s: AgentStatement) => void; busy: boolean }) {
  const { t, lng } = useContractsTranslation();
  const money = useMoneyFormat();
  const who = side === 'received' ? (s.upline ?? t('ac_merchant')) : s.downline;
  return (
    <MoneyRow
      title={
        <>
          {s.period} · {who}
        </>
      }
      sub={[
        t(s.kind === 'DIVIDEND' ? 'ac_stmt_net_loss' : 'ac_stmt_valid_bet', { amount: money(s.kind === 'DIVIDEND' ? s.netLoss : s.validBet) }),
        t('ac_stmt_active', { n: s.activeMembers }),
        s.paidAt ? formatDateTime(s.paidAt, lng) : '',
      ].filter(Boolean)}
    >
      <span className="ac-amount" data-testid="statement-amount">
        {money(s.amount, { sign: side === 'received' })}
      </span>
      <StatusBadge status={s.status === 'PAID' ? 'success' : 'pending'} label={t(s.status === 'PAID' ? 'ac_stmt_paid' : 'ac_stmt_unpaid')} />
      {onPayout && s.status === 'UNPAID' ? (
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => onPayout(s)}>
          {t('ac_pay_out')}
        </button>
      ) : null}
    </MoneyRow>
  );
}

/** Statements of the last 30 days: what the member received, or (upline) what it paid its downlines. */
export function Statements({ kind, side }: { kind: ContractKind; side: 'received' | 'paid' }) {
  const { t } = useContractsTranslation();
  const q = useStatementsQuery(kind, side);
  const payout = usePayoutDividend();
  const money = useMoneyFormat();
  const pay = kind === 'DIVIDEND' && side === 'paid' ? (s: AgentStatement) => void payDividend(payout, t, s.contractId, s.period, s.downline) : undefined;
  // The sums of the whole range come with every page: shown once there is something to sum.
  const first = q.data?.pages[0];
  return (
    <>
      {first && first.totalCount > 0 ? (
        <p className="ac-note" data-testid={`statements-${side}-total`}>
          {t('ac_stmt_range_total', { amount: money(first.totalAmount), count: first.totalCount })}
          {first.paidAmount !== first.totalAmount ? ` · ${t('ac_stmt_range_paid', { amount: money(first.paidAmount) })}` : ''}
        </p>
      ) : null}
      <InfiniteList
        query={q}
        items={pageItems(q.data)}
        testId={`statements-${side}`}
        emptyTestId={`statements-${side}-empty`}
        emptyText={t(side === 'received' ? 'ac_stmt_empty' : 'ac_stmt_paid_empty')}
        className="ls-list mn-list"
        render={(s) => <StatementRow key={s.id} s={s} side={side} onPayout={pay} busy={payout.isPending} />}
      />
    </>
  );
}

type Payout = ReturnType<typeof usePayoutDividend>;
type T = ReturnType<typeof useContractsTranslation>['t'];

async function payDividend(payout: Payout, t: T, contractId: number, period: string, downline: string) {
  if (!(await confirmDialog(t('ac_confirm_payout', { period, who: downline })))) return;
  try {
    const row = await payout.mutateAsync({ contractId, period });
    void showToast(t(row.status === 'PAID' ? 'ac_payout_done' : 'ac_payout_unpaid'), 2500);
  } catch (e) {
    void showToast(errorText(e), 3000);
  }
}

/** For an active dividend contract with a downline: pay the finished half-month now, before the job does. */
export function PayPreviousDividend({ contract }: { contract: AgentContract }) {
  const { t } = useContractsTranslation();
  const payout = usePayoutDividend();
  const period = previousPeriod('DIVIDEND', new Date());
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      disabled={payout.isPending}
      onClick={() => void payDividend(payout, t, contract.id, period, contract.downline)}
    >
      {t('ac_pay_period', { period })}
    </button>
  );
}
