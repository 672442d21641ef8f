import '../agent.css';
import { isAgentForMenus } from '@wps/contract/lite';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { EmptyState } from '../../../shared/ui/list-states';
import { Tabs } from '../../../shared/ui/form';
import { MoneyPage } from '../../../shared/ui/money-page';
import { AffiliateLinks } from '../components/affiliate-links';
import { Overview } from '../components/overview';
import { Statements } from '../components/statements';
import { Team } from '../components/team';
import { TransferForm } from '../components/transfer-form';
import { useAgentTranslation } from '../i18n';

const TABS = ['overview', 'team', 'statements', 'transfer', 'links'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (v: string | null): Tab => (TABS as readonly string[]).includes(v ?? '') ? (v as Tab) : 'overview';

/**
 * The agent centre (/m/agent, issue 12): overview (income, team KPIs of a date range and their chart), team (sub-agents
 * and the downlines with their detail), statements (salary and dividend settlements), transfers to downlines,
 * affiliate links. Agents only (the menus reading: types 1, 2,
 * 41, 42); an ordinary member sees a refusal, a trial account the register prompt, a visitor goes to login. The tab is
 * in the address (`?tab=`), so back and a reload keep it.
 */
export default function AgentCentrePage() {
  const { t } = useAgentTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const go = (next: Tab, extra: Record<string, string> = {}) => setParams({ ...(next === 'overview' ? {} : { tab: next }), ...extra }, { replace: true });
  const agent = session !== null && isAgentForMenus(session.type);

  return (
    <MoneyPage title={t('ag_title')} testId="agent-centre" realMoney>
      {!agent ? (
        <EmptyState text={t('ag_not_agent')} testId="agent-refused" />
      ) : (
        <>
          <div className="ag-tabs">
            <Tabs
              label={t('ag_sections')}
              value={tab}
              onChange={(v) => go(v)}
              tabs={TABS.map((v) => ({ value: v, label: t(`ag_tab_${v}`) }))}
            />
          </div>
          {tab === 'overview' ? <Overview /> : null}
          {tab === 'team' ? <Team onTransfer={(account) => go('transfer', { to: account })} /> : null}
          {tab === 'statements' ? <Statements /> : null}
          {tab === 'transfer' ? <TransferForm initialTo={params.get('to') ?? ''} /> : null}
          {tab === 'links' ? <AffiliateLinks /> : null}
        </>
      )}
    </MoneyPage>
  );
}
