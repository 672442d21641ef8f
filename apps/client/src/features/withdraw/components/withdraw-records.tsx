import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyList, MoneyRow } from '../../../shared/ui/money-page';
import { useWithdrawReportInfiniteQuery } from '../api/withdraw';
import { useWithdrawTranslation } from '../i18n';
import { WithdrawStatus } from './withdraw-status';

/** The withdrawal orders of a period, for the transaction record's "Withdrawals" tab. */
export function WithdrawRecords({ range }: { range: { start: string; end: string } }) {
  const { lng } = useWithdrawTranslation();
  const fmt = useMoneyFormat();
  const q = useWithdrawReportInfiniteQuery(range);
  return (
    <MoneyList
      query={q}
      testId="withdraw-list"
      render={(o) => (
        <MoneyRow key={o.orderNo} title={`${o.bankName} ${o.accountNo}`} sub={[formatDateTime(o.createdAt, lng), o.orderNo]}>
          <p className="mn-amount">{fmt(o.amount)}</p>
          <WithdrawStatus status={o.status} />
        </MoneyRow>
      )}
    />
  );
}
