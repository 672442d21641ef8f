import { DepositRecords } from '../../features/deposit/components/deposit-records';
import TransactionRecordPage from '../../features/wallet/pages/transaction-record-page';
import { WithdrawRecords } from '../../features/withdraw/components/withdraw-records';

/** /m/transaction/record: the wallet's ledger with the deposit and withdrawal order lists as its other tabs. */
export default function RecordsRoute() {
  return (
    <TransactionRecordPage
      deposits={(range) => <DepositRecords range={range} />}
      withdrawals={(range) => <WithdrawRecords range={range} />}
    />
  );
}
