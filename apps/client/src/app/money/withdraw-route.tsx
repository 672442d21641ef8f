import { TurnoverProgress } from '../../features/bonus/components/turnover-progress';
import { BindCardStep, PaymentPasswordForm } from '../../features/member/components/security-forms';
import { KycWithdrawNotice } from '../../features/identity/components/kyc-notice';
import { BalanceStrip } from '../../features/wallet/components/balance-strip';
import WithdrawPage from '../../features/withdraw/pages/withdraw-page';

/** /m/withdraw: the withdrawal screen with the wallet's balance strip and the member's card and payment-password steps. */
export default function WithdrawRoute() {
  return (
    <WithdrawPage
      balance={
        <>
          <BalanceStrip />
          <KycWithdrawNotice />
        </>
      }
      bindCard={<BindCardStep />}
      setPaymentPassword={<PaymentPasswordForm hasPassword={false} />}
      turnover={<TurnoverProgress />}
    />
  );
}
