import '../wallet.css';
import { useState } from 'react';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useBalanceQuery } from '../../../shared/query/balance';
import { useWalletTranslation } from '../i18n';
import { WalletsPanel } from './wallets-panel';

/** The total balance on the deposit and withdrawal screens, with the wallets (and transfers) behind a button. */
export function BalanceStrip() {
  const { t } = useWalletTranslation();
  const balance = useBalanceQuery();
  const fmt = useMoneyFormat();
  const [open, setOpen] = useState(false);
  return (
    <>
      <section className="mn-balance" aria-label={t('total_balance')}>
        <span>{t('total_balance')}</span>
        <strong data-testid="money-balance">{balance.data ? fmt(balance.data.sumBalance) : '--'}</strong>
        <button type="button" className="mn-wallets-btn" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {t('mn_wallets')}
        </button>
      </section>
      {open ? <WalletsPanel /> : null}
    </>
  );
}
