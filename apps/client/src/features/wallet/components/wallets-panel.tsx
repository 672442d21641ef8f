import { MAIN_WALLET, TRANSFER_WALLETS, amountProblem } from '@wps/contract/lite';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { AmountField, Chips, FormError, Select, SubmitButton, useForm } from '../../../shared/ui/form';
import { DataRows } from '../../../shared/ui/receipt';
import { balanceQueryOptions, vendorRefreshInterval } from '../../../shared/query/balance';
import { useWalletTransferMutation } from '../api/transfer';
import { useWalletTranslation } from '../i18n';

type Direction = 'in' | 'out';

/** While a transfer waits for the vendor, the balances are asked again this often (the server settles it). */
const PENDING_REFRESH_MS = 3_000;

/** The main wallet and the transfer-type vendor wallets, with a transfer between the main wallet and one of them. */
export function WalletsPanel() {
  const { t } = useWalletTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  // The shared balance entry, refreshed by this panel while a transfer is processing.
  const balance = useQuery({
    ...balanceQueryOptions(),
    refetchInterval: (q) => (q.state.data?.pending?.length ? PENDING_REFRESH_MS : vendorRefreshInterval(q.state.data)),
  });
  const mutation = useWalletTransferMutation();
  const request = useRef<{ sig: string; id: string } | null>(null);
  const [processing, setProcessing] = useState(false);
  const form = useForm({
    initial: { vendor: TRANSFER_WALLETS[0] as string, direction: 'in' as Direction, amount: '' },
    validate: (v) => (amountProblem(v.amount.trim()) ? t('mn_amount_invalid') : null),
    onSubmit: async (v) => {
      const amount = v.amount.trim();
      const from = v.direction === 'in' ? MAIN_WALLET : v.vendor;
      const to = v.direction === 'in' ? v.vendor : MAIN_WALLET;
      const sig = `${from}|${to}|${amount}`;
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      const done = await mutation.mutateAsync({ from, to, amount, requestId: request.current.id });
      setProcessing(done.transfer?.status === 'PENDING');
      request.current = null;
      form.set('amount', '');
    },
  });

  const data = balance.data;
  const vendorValue = (v: string) => {
    const w = data?.wallets?.find((x) => x.vendor === v);
    // A vendor balance older than the server's refresh age (being refreshed, or the vendor does not answer): said so.
    return w?.stale ? `${fmt(w.balance)} (${t('mn_balance_last_known')})` : fmt(w?.balance ?? '0.00');
  };
  const main = data?.mainBalance ?? data?.sumBalance ?? '0.00';
  const pending = data?.pending ?? [];

  return (
    <section className="mn-card" aria-labelledby={`${id}-title`} data-testid="wallets-panel">
      <h2 id={`${id}-title`}>{t('mn_wallets')}</h2>
      <DataRows
        rows={[
          { label: t('mn_main_wallet'), value: fmt(main) },
          ...TRANSFER_WALLETS.map((v) => ({ label: v, value: vendorValue(v), testId: `wallet-${v}` })),
          ...pending.map((p) => ({
            key: p.requestId,
            label: `${p.from} → ${p.to}`,
            value: `${fmt(p.amount)} · ${t('mn_transfer_processing')}`,
            testId: 'transfer-pending',
          })),
        ]}
      />
      {processing && pending.length > 0 ? (
        <p className="mn-note" role="status">
          {t('mn_transfer_pending_note')}
        </p>
      ) : null}
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
