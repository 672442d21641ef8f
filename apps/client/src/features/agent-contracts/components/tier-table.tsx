import type { AgentContract } from '@wps/contract';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useContractsTranslation } from '../i18n';
import { bpToPercent } from './tiers-rules';

/** A contract's tiers as a table: the minimums each tier needs and what it pays. */
export function TierTable({ contract, testId }: { contract: AgentContract; testId?: string }) {
  const { t } = useContractsTranslation();
  const money = useMoneyFormat();
  const salary = contract.kind !== 'DIVIDEND';
  const rows = salary
    ? contract.salaryTiers.map((x) => [money(x.minTeamValidBet), String(x.minActiveMembers), money(x.amount)])
    : contract.dividendTiers.map((x) => [money(x.minTeamNetLoss), String(x.minActiveMembers), `${bpToPercent(x.sharePct)}%`]);
  return (
    <div className="ac-table-wrap">
      <table className="ac-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('ac_col_tier')}</th>
            <th scope="col">{t(salary ? 'ac_min_valid_bet' : 'ac_min_net_loss')}</th>
            <th scope="col">{t('ac_min_active')}</th>
            <th scope="col">{t(salary ? (contract.kind === 'HOURLY_SALARY' ? 'ac_col_per_hour' : 'ac_col_per_day') : 'ac_share_pct')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
