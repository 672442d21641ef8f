import '../agent-contracts.css';
import { isAgentForMenus } from '@wps/contract/lite';
import type { ContractInfo, ContractKind } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useSession } from '../../../shared/session/session-store';
import { useCancelProposal, useContractInfoQuery, useHistoryQuery, useSubordinatesQuery } from '../api/contracts';
import { useContractsTranslation } from '../i18n';
import { KINDS } from '../kinds';
import { ContractCard } from './contract-card';
import { PendingRequest } from './pending-request';
import { ProposeForm } from './propose-form';
import { CurrentEstimate, PayPreviousDividend, Statements } from './settlement';

/**
 * One contract screen (daily salary, dividend or hourly salary; spec part 2 s2): the proposal awaiting the member's
 * answer, the member's own active terms, this period's estimate and the statements, then for an agent with direct
 * sub-agents the proposal form and the proposals it made, and the history. The server refuses non-agents.
 */
export function ContractScreen({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const type = useSession()?.type;
  return (
    <MoneyPage title={t(KINDS[kind].title)} testId={`contract-${kind.toLowerCase()}`} realMoney>
      {type === undefined || isAgentForMenus(type) ? <AgentSections kind={kind} /> : <EmptyState text={t('ac_agents_only')} testId="contract-agents-only" />}
    </MoneyPage>
  );
}

/** An ordinary member asks nothing: the server would refuse every call (FORBIDDEN). */
function AgentSections({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  return (
    <>
      <PendingRequest kind={kind} />
      <Section id="mine" title={t('ac_my_terms')}>
        <MyTerms kind={kind} />
      </Section>
      <Section id="current" title={t(kind === 'HOURLY_SALARY' ? 'ac_current_hour' : kind === 'DIVIDEND' ? 'ac_current_half' : 'ac_current_day')}>
        <CurrentEstimate kind={kind} />
      </Section>
      <Section id="received" title={t('ac_statements')}>
        <Statements kind={kind} side="received" />
      </Section>
      <Downlines kind={kind} />
      <Section id="history" title={t('ac_history')}>
        <History kind={kind} />
      </Section>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`ac-h-${id}`} className="ac-section">
      <h2 id={`ac-h-${id}`} className="ac-h">
        {title}
      </h2>
      {children}
    </section>
  );
}

function MyTerms({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const q = useContractInfoQuery(kind);
  if (q.isPending) return <div className="sk sk-block ac-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.mine) return <EmptyState text={t('ac_no_terms', { kind: t(KINDS[kind].name) })} testId="contract-mine-empty" />;
  return <ContractCard contract={q.data.mine} side="mine" testId="contract-mine" />;
}

/** The downline part: only for an agent with direct sub-agents. */
function Downlines({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const info = useContractInfoQuery(kind);
  const subs = useSubordinatesQuery(info.isSuccess);
  if (!info.isSuccess || subs.isPending) return null;
  if (subs.isError) return <ErrorState error={subs.error} onRetry={() => void subs.refetch()} />;
  const downlines = subs.data.list.map((s) => ({ id: s.memberId, account: s.account }));
  if (downlines.length === 0 && info.data.downlines.length === 0) return null;
  return (
    <>
      {downlines.length > 0 ? (
        <Section id="propose" title={t('ac_propose')}>
          {info.data.canPropose ? (
            <ProposeForm kind={kind} info={info.data} downlines={downlines} />
          ) : (
            <p className="ac-note ac-card" data-testid="propose-locked">
              {t('ac_propose_locked', { kind: t(KINDS[kind].name) })}
            </p>
          )}
        </Section>
      ) : null}
      <Section id="proposals" title={t('ac_proposals')}>
        <Proposals kind={kind} info={info.data} />
      </Section>
      {kind === 'DIVIDEND' ? (
        <Section id="paid" title={t('ac_paid_statements')}>
          <Statements kind={kind} side="paid" />
        </Section>
      ) : null}
    </>
  );
}

function Proposals({ kind, info }: { kind: ContractKind; info: ContractInfo }) {
  const { t } = useContractsTranslation();
  const cancel = useCancelProposal();
  if (info.downlines.length === 0) return <EmptyState text={t('ac_proposals_empty')} testId="proposals-empty" />;
  const withdraw = async (id: number, who: string) => {
    if (!(await confirmDialog(t('ac_confirm_cancel', { who })))) return;
    try {
      await cancel.mutateAsync(id);
      void showToast(t('ac_cancelled'), 2000);
    } catch (e) {
      void showToast(errorText(e), 3000);
    }
  };
  return (
    <div className="ac-list" data-testid="proposals">
      {info.downlines.map((c) => (
        <ContractCard key={c.id} contract={c} side="downline" testId="proposal">
          {c.status === 'PENDING' ? (
            <button type="button" className="btn btn-outline btn-sm" disabled={cancel.isPending} onClick={() => void withdraw(c.id, c.downline)}>
              {t('ac_cancel_proposal')}
            </button>
          ) : null}
          {kind === 'DIVIDEND' && c.status === 'ACTIVE' ? <PayPreviousDividend contract={c} /> : null}
        </ContractCard>
      ))}
    </div>
  );
}

function History({ kind }: { kind: ContractKind }) {
  const { t } = useContractsTranslation();
  const q = useHistoryQuery(kind);
  const me = useSession()?.id;
  return (
    <InfiniteList
      query={q}
      items={pageItems(q.data)}
      testId="contract-history"
      emptyTestId="contract-history-empty"
      emptyText={t('ac_history_empty')}
      className="ac-list"
      render={(c) => <ContractCard key={c.id} contract={c} side={c.downlineId === me ? 'mine' : 'downline'} testId="history-item" />}
    />
  );
}
