import DepositPage from '../../features/deposit/pages/deposit-page';
import { BalanceStrip } from '../../features/wallet/components/balance-strip';

/** /m/voucherCenter: the deposit screen with the wallet's balance strip. */
export default function DepositRoute() {
  return <DepositPage balance={<BalanceStrip />} />;
}
