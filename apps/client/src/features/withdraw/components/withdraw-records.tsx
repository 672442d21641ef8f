import type { WithdrawOrder } from '@wps/contract';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { Paged } from '../../../shared/ui/list-states';
import { useWithdrawReportInfiniteQuery } from '../api/withdraw';
import { useWithdrawTranslation } from '../i18n';
import { WithdrawStatus } from './withdraw-status';

/** The withdrawal orders of a period, for the transaction record's "Withdrawals" tab. */
export function WithdrawRecords({ range }: { range: { start: string; end: string } }) {
  const { t, lng } = useWithdrawTranslation();
  const fmt = useMoneyFormat();
  const q = useWithdrawReportInfiniteQuery(range);
  return (
    <Paged<WithdrawOrder>
      q={q}
      testId="withdraw-list"
      emptyText={t('mn_empty')}
      className="mn-list"
      render={(o) => (
        <li key={o.orderNo} className="mn-row">
          <div>
            <p className="mn-row-title">
              {o.bankName} {o.accountNo}
            </p>
            <p className="mn-row-sub">
              {formatDateTime(o.createdAt, lng)} · {o.orderNo}
            </p>
          </div>
          <div className="mn-row-end">
            <p className="mn-amount">{fmt(o.amount)}</p>
            <WithdrawStatus status={o.status} />
          </div>
        </li>
      )}
    />
  );
}
