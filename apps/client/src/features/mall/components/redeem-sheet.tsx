import type { MallItem, MallOrder } from '@wps/contract';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { confirmDialog } from '../../../shared/ui/feedback';
import { Field, FormError, FormSuccess, SubmitButton, useForm } from '../../../shared/ui/form';
import { Sheet } from '../../../shared/ui/sheet';
import { useRedeemMutation } from '../api/mall';
import { useMallTranslation } from '../i18n';

interface Address {
  name: string;
  phone: string;
  line1: string;
  line2: string;
}

const PHONE = /^\+?[\d\s-]{5,20}$/;
const newRequestId = () => `mall-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * An item's sheet: what it is and costs, and the redeem button (confirmed in a dialog); physical goods ask the shipping
 * address. One request id per opening, so a double tap or a retry after a lost answer is the same order.
 */
export function RedeemSheet({ item, points, onClose, onOrders }: { item: MallItem | null; points: number | undefined; onClose: () => void; onOrders: () => void }) {
  const { t } = useMallTranslation();
  return (
    <Sheet open={item !== null} onClose={onClose} title={item?.name ?? ''} closeLabel={t('mall_close')} bodyClassName="ml-sheet" testId="mall-sheet" destroyOnClose>
      {item ? <RedeemBody key={item.id} item={item} points={points} onOrders={onOrders} /> : null}
    </Sheet>
  );
}

function RedeemBody({ item, points, onOrders }: { item: MallItem; points: number | undefined; onOrders: () => void }) {
  const { t, lng } = useMallTranslation();
  const money = useMoneyFormat();
  const redeem = useRedeemMutation();
  const [requestId] = useState(newRequestId);
  const [done, setDone] = useState<MallOrder | null>(null);
  const physical = item.kind === 'PHYSICAL';
  const short = points !== undefined && points < item.price;
  const form = useForm<Address>({
    initial: { name: '', phone: '', line1: '', line2: '' },
    validate: (v) =>
      physical
        ? {
            name: v.name.trim() ? undefined : t('mall_err_required'),
            phone: PHONE.test(v.phone.trim()) ? undefined : t('mall_err_phone'),
            line1: v.line1.trim() ? undefined : t('mall_err_required'),
          }
        : null,
    onSubmit: async (v) => {
      // Points go on one tap otherwise: the member confirms the item and its price first.
      const sure = await confirmDialog(t('mall_redeem_confirm', { item: item.name, points: formatNumber(item.price, lng) }), 'mall_redeem_ok');
      if (!sure) return;
      const address = physical ? { name: v.name, phone: v.phone, line1: v.line1, ...(v.line2.trim() ? { line2: v.line2 } : {}) } : undefined;
      const r = await redeem.mutateAsync({ itemId: item.id, requestId, ...(address ? { address } : {}) });
      setDone(r.order);
    },
  });

  if (done) {
    return (
      <div className="ml-sheet-body" data-testid="mall-redeemed">
        <FormSuccess centred>{t(done.status === 'pending' ? 'mall_done_pending' : 'mall_done')}</FormSuccess>
        {done.voucherCode ? (
          <p className="ml-voucher">
            {t('mall_voucher_code')} <strong data-testid="mall-voucher-code">{done.voucherCode}</strong>
          </p>
        ) : null}
        {done.cash ? <p className="ml-sub">{t('mall_cash_paid', { amount: money(done.cash) })}</p> : null}
        <button type="button" className="btn btn-outline" onClick={onOrders} data-testid="mall-see-orders">
          {t('mall_see_orders')}
        </button>
      </div>
    );
  }
  return (
    <form className="ml-sheet-body" onSubmit={form.submit} noValidate>
      {item.description ? <p className="ml-desc">{item.description}</p> : null}
      <dl className="ml-facts">
        <dt>{t('mall_cost')}</dt>
        <dd>{t('mall_price', { points: formatNumber(item.price, lng) })}</dd>
        {item.cash ? (
          <>
            <dt>{t('mall_cash')}</dt>
            <dd>{money(item.cash)}</dd>
          </>
        ) : null}
        <dt>{t('mall_stock_label')}</dt>
        <dd>{item.soldOut ? t('mall_sold_out') : item.stock === null ? t('mall_unlimited') : item.stock}</dd>
        {item.perMemberLimit ? (
          <>
            <dt>{t('mall_limit_label')}</dt>
            <dd>{item.perMemberLimit}</dd>
          </>
        ) : null}
      </dl>
      {item.cash ? <p className="ml-sub">{t('mall_cash_note')}</p> : null}
      {physical && !item.soldOut ? (
        <fieldset className="ml-address">
          <legend>{t('mall_address')}</legend>
          <Field label={t('mall_addr_name')} autoComplete="name" {...form.field('name')} />
          <Field label={t('mall_addr_phone')} autoComplete="tel" inputMode="tel" {...form.field('phone')} />
          <Field label={t('mall_addr_line1')} autoComplete="address-line1" {...form.field('line1')} />
          <Field label={t('mall_addr_line2')} autoComplete="address-line2" {...form.field('line2')} />
        </fieldset>
      ) : null}
      {short && !item.soldOut ? <p className="ml-sub">{t('err_not_enough_points')}</p> : null}
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mall_redeeming')} disabled={item.soldOut || short} data-testid="mall-redeem">
        {item.soldOut ? t('mall_sold_out') : t('mall_redeem_for', { points: formatNumber(item.price, lng) })}
      </SubmitButton>
    </form>
  );
}
