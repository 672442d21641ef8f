import { MAIN_WALLET, TRANSFER_WALLETS, amountProblem } from '@wps/contract/lite';
import { useId, useRef } from 'react';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { AmountField, Chips, FormError, Select, SubmitButton, useForm } from '../../../shared/ui/form';
import { DataRows } from '../../../shared/ui/receipt';
import { useBalanceQuery } from '../../../shared/query/balance';
import { useWalletTransferMutation } from '../api/transfer';
import { useWalletTranslation } from '../i18n';

type Direction = 'in' | 'out';

/** The main wallet and the transfer-type vendor wallets, with a transfer between the main wallet and one of them. */
export function WalletsPanel() {
  const { t } = useWalletTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  const balance = useBalanceQuery();
  const mutation = useWalletTransferMutation();
  const request = useRef<{ sig: string; id: string } | null>(null);
  const form = useForm({
    initial: { vendor: TRANSFER_WALLETS[0] as string, direction: 'in' as Direction, amount: '' },
    validate: (v) => (amountProblem(v.amount.trim()) ? t('mn_amount_invalid') : null),
    onSubmit: async (v) => {
      const amount = v.amount.trim();
      const from = v.direction === 'in' ? MAIN_WALLET : v.vendor;
      const to = v.direction === 'in' ? v.vendor : MAIN_WALLET;
      const sig = `${from}|${to}|${amount}`;
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      await mutation.mutateAsync({ from, to, amount, requestId: request.current.id });
      request.current = null;
      form.set('amount', '');
    },
  });

  const data = balance.data;
  const vendorBalance = (v: string) => data?.wallets?.find((w) => w.vendor === v)?.balance ?? '0.00';
  const main = data?.mainBalance ?? data?.sumBalance ?? '0.00';

  return (
    <section className="mn-card" aria-labelledby={`${id}-title`} data-testid="wallets-panel">
      <h2 id={`${id}-title`}>{t('mn_wallets')}</h2>
      <DataRows
        rows={[
          { label: t('mn_main_wallet'), value: fmt(main) },
          ...TRANSFER_WALLETS.map((v) => ({ label: v, value: fmt(vendorBalance(v)), testId: `wallet-${v}` })),
        ]}
      />
      <form className="mn-form" onSubmit={form.submit} noValidate>
        <Chips
          label={t('mn_transfer_direction')}
          value={form.values.direction}
          onChange={(d) => form.set('direction', d)}
          options={[
            { value: 'in', label: t('mn_transfer_in') },
            { value: 'out', label: t('mn_transfer_out') },
          ]}
        />
        <Select label={t('mn_game_wallet')} {...form.field('vendor')} options={TRANSFER_WALLETS.map((v) => ({ value: v, label: v }))} />
        <AmountField label={t('mn_transfer_amount')} {...form.field('amount')} />
        <FormError>{form.error}</FormError>
        <SubmitButton look="outline" busy={form.busy} busyText={t('mn_please_wait')}>
          {t('mn_transfer')}
        </SubmitButton>
      </form>
    </section>
  );
}
