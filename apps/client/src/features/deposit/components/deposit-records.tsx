import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyList, MoneyRow } from '../../../shared/ui/money-page';
import { useDepositReportInfiniteQuery } from '../api/deposit';
import { useDepositTranslation } from '../i18n';
import { DepositStatus } from './deposit-status';

/** The deposit orders of a period, for the transaction record's "Deposits" tab. */
export function DepositRecords({ range }: { range: { start: string; end: string } }) {
  const { t, lng } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const q = useDepositReportInfiniteQuery(range);
  return (
    <MoneyList
      query={q}
      testId="deposit-list"
      render={(o) => (
        <MoneyRow key={o.orderNo} title={o.channel} sub={[formatDateTime(o.createdAt, lng), o.orderNo]}>
          <p className="mn-amount">{fmt(o.amount)}</p>
          {o.bonus !== '0.00' ? <p className="mn-row-sub">{t('mn_bonus_plus', { amount: fmt(o.bonus) })}</p> : null}
          <DepositStatus status={o.status} />
        </MoneyRow>
      )}
    />
  );
}
