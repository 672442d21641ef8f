import type { DepositOrder } from '@wps/contract';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { Paged } from '../../../shared/ui/list-states';
import { useDepositReportInfiniteQuery } from '../api/deposit';
import { useDepositTranslation } from '../i18n';
import { DepositStatus } from './deposit-status';

/** The deposit orders of a period, for the transaction record's "Deposits" tab. */
export function DepositRecords({ range }: { range: { start: string; end: string } }) {
  const { t, lng } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const q = useDepositReportInfiniteQuery(range);
  return (
    <Paged<DepositOrder>
      q={q}
      testId="deposit-list"
      emptyText={t('mn_empty')}
      className="mn-list"
      render={(o) => (
        <li key={o.orderNo} className="mn-row">
          <div>
            <p className="mn-row-title">{o.channel}</p>
            <p className="mn-row-sub">
              {formatDateTime(o.createdAt, lng)} · {o.orderNo}
            </p>
          </div>
          <div className="mn-row-end">
            <p className="mn-amount">{fmt(o.amount)}</p>
            {o.bonus !== '0.00' ? <p className="mn-row-sub">{t('mn_bonus_plus', { amount: fmt(o.bonus) })}</p> : null}
            <DepositStatus status={o.status} />
          </div>
        </li>
      )}
    />
  );
}
