import type { DepositChannel, DepositOrder, DepositStart, QrChannelType } from '@wps/contract';
import { isQrChannelType } from '@wps/contract/lite';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { amountProblemText } from '../../../shared/i18n/money/amount-text';
import { useSettings } from '../../../shared/system/system-store';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { FormError, SubmitButton, useForm } from '../../../shared/ui/form';
import { useDepositChannelsQuery, useDepositMutation, useDepositPromosQuery } from '../api/deposit';
import { useDepositTranslation } from '../i18n';
import { AmountStep, PromoPicker, type DepositValues } from './amount-step';
import { ChannelPicker } from './channel-picker';
import { PromoCodeField, promoCodeProblemKey } from './promo-code-field';
import { BankTransferDetails } from './deposit-receipts';
import { QrPayment } from './qr-payment';

/**
 * The deposit form: a channel, an amount and optionally a bonus (picked in the list, or a promo / bonus code). A gateway channel sends the member to the
 * gateway's page (back at ?order=...); a QR wallet shows its code to scan; a bank transfer shows where to send the money.
 */
export function DepositForm() {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const newLook = useSettings()?.mobileTemplate.dep_func === '1';
  const channels = useDepositChannelsQuery();
  const promos = useDepositPromosQuery();
  const [channelId, setChannelId] = useState<number | null>(null);
  const channel: DepositChannel | undefined = channels.data?.find((c) => c.id === channelId) ?? channels.data?.[0];
  const mutation = useDepositMutation(channel?.type ?? 'BANK');
  const [bankOrder, setBankOrder] = useState<DepositOrder | null>(null);
  const [qrStart, setQrStart] = useState<{ start: DepositStart; type: QrChannelType } | null>(null);
  // One idempotency key per distinct request: an unchanged resubmit (double tap, retry) cannot open a second order.
  const request = useRef<{ sig: string; id: string } | null>(null);
  const form = useForm<DepositValues>({
    initial: { amount: '', promoId: null, payerName: '', promoCode: '', appliedCode: null, codeAccepted: false },
    validate: (v) => {
      if (!channel) return null;
      // An applied code goes with the deposit only once its terms were accepted (or the code removed).
      if (v.appliedCode !== null && !v.codeAccepted) return { codeAccepted: t('mn_promo_terms_required') };
      return depositProblem(channel, v);
    },
    onSubmit: async (v) => {
      if (!channel) return;
      const amount = v.amount.trim();
      const payerName = v.payerName.trim();
      const sig = `${channel.id}|${amount}|${v.promoId ?? ''}|${v.appliedCode ?? ''}|${payerName}`;
      if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
      let start;
      try {
        start = await mutation.mutateAsync({
          channelId: channel.id,
          amount,
          requestId: request.current.id,
          ...(v.promoId ? { promoId: v.promoId } : {}),
          ...(v.appliedCode ? { promoCode: v.appliedCode } : {}),
          ...(channel.type === 'BANK' ? { payerName } : {}),
        });
      } catch (e) {
        // A code refused at the last moment (its last use just went): say why at the code field.
        const problem = v.appliedCode ? promoCodeProblemKey(e) : null;
        if (!problem) throw e;
        form.setFieldError('promoCode', t(problem));
        form.focus('promoCode');
        return;
      }
      // A QR wallet: show its code here (its pay page opens in the wallet app); a gateway: go to its page.
      if (start.qrCode && isQrChannelType(channel.type)) setQrStart({ start, type: channel.type });
      else if (start.payUrl) window.location.assign(start.payUrl);
      else setBankOrder(start.order);
    },
  });

  /** The client rules: a valid amount within the channel's limits; a bank transfer names the paying account. */
  function depositProblem(c: DepositChannel, v: DepositValues): string | null {
    const problem = amountProblemText(v.amount, { min: c.min, max: c.max }, t, fmt);
    if (problem) return problem;
    if (c.type === 'BANK' && !v.payerName.trim()) return t('mn_payer_required');
    return null;
  }

  if (channels.isPending) return <ListSkeleton />;
  if (channels.isError) return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!channel) return <p className="mn-note">{t('mn_no_channels')}</p>;
  if (bankOrder) return <BankTransferDetails order={bankOrder} onDone={() => setBankOrder(null)} />;
  if (qrStart) return <QrPayment start={qrStart.start} type={qrStart.type} onDone={() => setQrStart(null)} />;

  return (
    <form className="mn-form" onSubmit={form.submit} noValidate>
      <ChannelPicker channels={channels.data} value={channel.id} onChange={setChannelId} grid={newLook} />
      <AmountStep form={form} channel={channel} />
      {promos.data && promos.data.length > 0 ? <PromoPicker form={form} promos={promos.data} /> : null}
      <PromoCodeField form={form} />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')} size="lg">
        {channel.type === 'BANK' ? t('mn_submit_bank') : isQrChannelType(channel.type) ? t('mn_qr_submit') : t('mn_pay_online')}
      </SubmitButton>
      <Link className="mn-link" to="/m/transaction/record?tab=deposit">
        {t('mn_deposit_records')}
      </Link>
    </form>
  );
}
