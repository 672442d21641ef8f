import type { DepositChannel, DepositPromo } from '@wps/contract';
import { DEPOSIT_LIMITS, depositBonus } from '@wps/contract/lite';
import { useId } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { AmountField, Chips, Field, RadioList, type Form } from '../../../shared/ui/form';
import { useDepositTranslation } from '../i18n';

export interface DepositValues {
  amount: string;
  promoId: number | null;
  payerName: string;
  /** The code field as typed, and the code applied (checked with the server, sent with the deposit). */
  promoCode: string;
  appliedCode: string | null;
  /** The member accepted the applied code's turnover terms (issue 33 item 2): the deposit waits for it. */
  codeAccepted: boolean;
}

/** The amount (typed or a preset of the channel) and, for a bank transfer, the name on the paying account. */
export function AmountStep({ form, channel }: { form: Form<DepositValues>; channel: DepositChannel }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const amount = form.values.amount;
  // The box shows the currency symbol: its placeholder range goes without one.
  const bare = { symbol: false };
  return (
    <>
      <AmountField label={t('mn_amount')} {...form.field('amount')} placeholder={t('mn_amount_range', { min: fmt(channel.min, bare), max: fmt(channel.max, bare) })} />
      <Chips
        label={t('mn_presets')}
        value={channel.presets.includes(amount) ? amount : null}
        onChange={(p) => form.set('amount', p)}
        options={channel.presets.map((p) => ({ value: p, label: fmt(p) }))}
      />
      {channel.type === 'BANK' ? (
        <Field label={t('mn_payer_name')} {...form.field('payerName')} autoComplete="name" maxLength={DEPOSIT_LIMITS.payerNameMax} />
      ) : null}
    </>
  );
}

/** The deposit bonuses on offer (or none), with what the chosen one would add to the amount. */
/** A value no option has: the list shows nothing checked. */
const NONE_PICKED = -1;

export function PromoPicker({ form, promos }: { form: Form<DepositValues>; promos: DepositPromo[] }) {
  const { t } = useDepositTranslation();
  const fmt = useMoneyFormat();
  const name = useId();
  const promo = promos.find((p) => p.id === form.values.promoId);
  const bonus = promo ? depositBonus(form.values.amount, promo) : null;
  return (
    <RadioList
      legend={t('mn_promo')}
      name={name}
      // With a code applied no listed choice is the one, "No bonus" least of all (issue 33 item 2): nothing is checked.
      value={form.values.appliedCode !== null ? NONE_PICKED : form.values.promoId}
      // Picking a listed bonus, or none, replaces an applied code (one promotion per deposit).
      onChange={(id) => form.setValues({ promoId: id, promoCode: '', appliedCode: null, codeAccepted: false })}
      options={[
        { value: null, label: t('mn_promo_none') },
        ...promos.map((p) => ({ value: p.id, label: p.title, detail: t('mn_promo_rule', { min: fmt(p.minDeposit), max: fmt(p.maxBonus) }) })),
      ]}
    >
      {bonus ? <p className="mn-note">{t('mn_bonus_preview', { bonus: fmt(bonus) })}</p> : null}
    </RadioList>
  );
}
