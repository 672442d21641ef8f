import type { DepositOrder } from '@wps/contract';
import { useState } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { Receipt, type DataRow } from '../../../shared/ui/receipt';
import { useDepositOrderQuery } from '../api/deposit';
import { useDepositTranslation } from '../i18n';
import { DepositStatus } from './deposit-status';

/** After a manual deposit: where to send the money, the reference to write, and the order's live status. */
export function BankTransferDetails({ order, onDone }: { order: DepositOrder; onDone: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const live = useDepositOrderQuery(order.orderNo);
  const now = live.data ?? order;
  const acc = order.receivingAccount;
  const copyable = (label: string, value: string, testId?: string): DataRow => ({
    label,
    testId,
    value: (
      <>
        {value}
        <CopyButton text={value} />
      </>
    ),
  });
  return (
    <Receipt
      title={t('mn_transfer_title')}
      testId="bank-transfer"
      note={t('mn_transfer_hint')}
      rows={[
        acc && copyable(t('mn_bank'), acc.bankName),
        acc && copyable(t('mn_account_name'), acc.accountName),
        acc && copyable(t('mn_account_no'), acc.accountNo),
        !!acc?.branch && copyable(t('mn_branch'), acc.branch),
        { label: t('mn_amount'), value: fmt(order.amount) },
        copyable(t('mn_reference'), order.reference, 'deposit-reference'),
        { label: t('mn_order_no'), value: order.orderNo, testId: 'deposit-order-no' },
      ]}
      status={{ label: t('mn_status'), value: <DepositStatus status={now.status} /> }}
      action={{ label: t('mn_new_deposit'), onClick: onDone }}
    />
  );
}

/** Back from the payment gateway (?order=...): the order's result, polled while it waits. */
export function OrderResult({ orderNo, onNew }: { orderNo: string; onNew: () => void }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const order = useDepositOrderQuery(orderNo);
  if (order.isPending) return <ListSkeleton rows={2} />;
  if (order.isError) return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  return (
    <Receipt
      title={t(`mn_result_${o.status}`)}
      testId="deposit-result"
      rows={[
        { label: t('mn_amount'), value: fmt(o.amount) },
        o.bonus !== '0.00' && { label: t('mn_bonus'), value: fmt(o.bonus) },
        { label: t('mn_order_no'), value: o.orderNo },
      ]}
      status={{ label: t('mn_status'), value: <DepositStatus status={o.status} /> }}
      action={{ label: t('mn_new_deposit'), onClick: onNew, look: 'primary' }}
    />
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useDepositTranslation();
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      className="mn-copy"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(
          () => setDone(true),
          () => setDone(false),
        );
      }}
    >
      {done ? t('mn_copied') : t('mn_copy')}
    </button>
  );
}
