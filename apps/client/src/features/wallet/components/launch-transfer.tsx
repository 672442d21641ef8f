import { MAIN_WALLET, amountProblem } from '@wps/contract/lite';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { balanceQueryOptions } from '../../../shared/query/balance';
import { AmountField, FormError, SubmitButton, useForm } from '../../../shared/ui/form';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useWalletTransferMutation } from '../api/transfer';
import { useWalletTranslation } from '../i18n';
import '../wallet.css';

/**
 * Before a transfer-mode vendor's game opens (issue 33 item 18): its wallet and the main wallet side by side, an
 * amount (or all of the main wallet) moved in, then the game; or the game with what the vendor wallet holds.
 */
export function LaunchTransfer({ vendor, onDone }: { vendor: string; onDone: () => void }) {
  const { t } = useWalletTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  const balance = useQuery(balanceQueryOptions());
  const mutation = useWalletTransferMutation();
  const request = useRef<{ sig: string; id: string } | null>(null);
  const form = useForm({
    initial: { amount: '' },
    validate: (v) => (amountProblem(v.amount.trim()) ? { amount: t('mn_amount_invalid') } : null),
    onSubmit: async (v) => {
      const amount = v.amount.trim();
      const sig = `${vendor}|${amount}`;
      // One request id per distinct transfer: a double tap or a retry moves the money once.
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      await mutation.mutateAsync({ from: MAIN_WALLET, to: vendor, amount, requestId: request.current.id });
      request.current = null;
      onDone();
    },
  });

  if (balance.isPending) return <ListSkeleton />;
  if (balance.isError) return <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />;
  const main = balance.data.mainBalance ?? balance.data.sumBalance;
  const inVendor = balance.data.wallets?.find((w) => w.vendor === vendor)?.balance ?? '0.00';
  const empty = Number(main) <= 0;

  return (
    <section className="mn-card mn-launch-transfer" aria-labelledby={`${id}-title`} data-testid="launch-transfer">
      <h2 id={`${id}-title`}>{t('mn_launch_transfer_title', { vendor })}</h2>
      <p>{t('mn_launch_transfer_desc', { vendor, vendorBalance: fmt(inVendor), main: fmt(main) })}</p>
      {empty ? null : (
        <form className="mn-form" onSubmit={form.submit} noValidate>
          <AmountField label={t('mn_transfer_amount')} {...form.field('amount')} />
          <button type="button" className="btn btn-outline btn-sm" onClick={() => form.set('amount', main)}>
            {t('mn_launch_transfer_all', { amount: fmt(main) })}
          </button>
          <FormError>{form.error}</FormError>
          <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
            {t('mn_launch_transfer_submit')}
          </SubmitButton>
        </form>
      )}
      <button type="button" className="btn btn-ghost" onClick={onDone}>
        {t('mn_launch_transfer_skip', { vendor })}
      </button>
    </section>
  );
}
