import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MoneyPage } from '../../../shared/ui/money-page';
import '../deposit.css';
import { DepositForm } from '../components/deposit-form';
import { OrderResult } from '../components/deposit-receipts';
import { useDepositTranslation } from '../i18n';

/**
 * Deposit (/m/voucherCenter): pick a channel, an amount and optionally a bonus; bank transfer or online gateway.
 * Back from a gateway (?order=...), the order's result. `balance` is the wallet's balance strip (composed in app).
 */
export default function DepositPage({ balance }: { balance: ReactNode }) {
  const { t } = useDepositTranslation();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order');
  return (
    <MoneyPage title={t('deposit')} testId="deposit-page" realMoney>
      {balance}
      {orderNo ? <OrderResult orderNo={orderNo} onNew={() => setParams({}, { replace: true })} /> : <DepositForm />}
    </MoneyPage>
  );
}
