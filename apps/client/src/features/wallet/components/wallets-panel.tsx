import { MAIN_WALLET, TRANSFER_WALLETS, moneyToMinor } from '@wps/contract/lite';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { newRequestId } from '../../../shared/api/request-id';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useBalanceQuery } from '../api/get-balance';
import { useWalletTransferMutation } from '../api/transfer';
import { useWalletTranslation } from '../i18n';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The main wallet and the transfer-type vendor wallets, with a transfer between the main wallet and one of them. */
export function WalletsPanel() {
  const { t } = useWalletTranslation();
  const id = useId();
  const fmt = useMoneyFormat();
  const balance = useBalanceQuery();
  const mutation = useWalletTransferMutation();
  const [vendor, setVendor] = useState<string>(TRANSFER_WALLETS[0]);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [formError, setFormError] = useState('');
  const request = useRef<{ sig: string; id: string } | null>(null);

  const data = balance.data;
  const vendorBalance = (v: string) => data?.wallets?.find((w) => w.vendor === v)?.balance ?? '0.00';
  const main = data?.mainBalance ?? data?.sumBalance ?? '0.00';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const a = amount.trim();
    if (!AMOUNT.test(a) || moneyToMinor(a) <= 0n) return setFormError(t('mn_amount_invalid'));
    setFormError('');
    const from = direction === 'in' ? MAIN_WALLET : vendor;
    const to = direction === 'in' ? vendor : MAIN_WALLET;
    const sig = `${from}|${to}|${a}`;
    if (request.current?.sig !== sig) request.current = { sig, id: newRequestId() };
    mutation.mutate(
      { from, to, amount: a, requestId: request.current.id },
      {
        onSuccess: () => {
          request.current = null;
          setAmount('');
        },
      },
    );
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');

  return (
    <section className="mn-card" aria-labelledby={`${id}-title`} data-testid="wallets-panel">
      <h2 id={`${id}-title`}>{t('mn_wallets')}</h2>
      <dl className="mn-dl">
        <div>
          <dt>{t('mn_main_wallet')}</dt>
          <dd>{fmt(main)}</dd>
        </div>
        {TRANSFER_WALLETS.map((v) => (
          <div key={v}>
            <dt>{v}</dt>
            <dd data-testid={`wallet-${v}`}>{fmt(vendorBalance(v))}</dd>
          </div>
        ))}
      </dl>
      <form className="mn-form" onSubmit={submit} noValidate>
        <div className="mn-chips" role="radiogroup" aria-label={t('mn_transfer_direction')}>
          {(['in', 'out'] as const).map((d) => (
            <button
              key={d}
              type="button"
              role="radio"
              aria-checked={direction === d}
              className={`mn-chip${direction === d ? ' is-active' : ''}`}
              onClick={() => setDirection(d)}
            >
              {t(d === 'in' ? 'mn_transfer_in' : 'mn_transfer_out')}
            </button>
          ))}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-vendor`}>
            {t('mn_game_wallet')}
          </label>
          <select id={`${id}-vendor`} className="mn-select" value={vendor} onChange={(e) => setVendor(e.target.value)}>
            {TRANSFER_WALLETS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <label className="field" htmlFor={`${id}-amount`}>
          <span className="field-label">{t('mn_transfer_amount')}</span>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          />
        </label>
        <p className="form-error" role="alert">
          {error}
        </p>
        <button type="submit" className="btn btn-outline btn-wide" disabled={mutation.isPending}>
          {mutation.isPending ? t('mn_please_wait') : t('mn_transfer')}
        </button>
      </form>
    </section>
  );
}
