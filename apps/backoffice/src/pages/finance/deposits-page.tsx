import { useTranslate } from '@refinedev/core';
import { DEPOSIT_STATUSES, type OpsDeposit } from '@wps/contract';
import { moneyColumn } from '../../shared/columns';
import { OrdersQueue } from './orders-queue';

type Row = OpsDeposit & { [key: string]: unknown };

/** The deposits queue: bank transfers waiting for the operator to confirm the money arrived. */
export default function DepositsPage() {
  const translate = useTranslate();
  return (
    <OrdersQueue<Row>
      resource="deposits"
      statuses={DEPOSIT_STATUSES}
      columns={(currency) => [
        moneyColumn(translate('finance.bonus'), 'bonus', currency),
        { title: translate('finance.channel'), dataIndex: 'channel', key: 'channel' },
        { title: translate('finance.payerName'), dataIndex: 'payerName', key: 'payerName' },
        { title: translate('finance.reference'), dataIndex: 'reference', key: 'reference' },
      ]}
      csv={(row) => ({
        [translate('finance.bonus')]: row.bonus,
        [translate('finance.channel')]: row.channel,
        [translate('finance.payerName')]: row.payerName ?? '',
        [translate('finance.reference')]: row.reference,
      })}
    />
  );
}
