import '../shared/ui/antd-setup';
import Popover from 'antd-mobile/es/components/popover';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { useDisplayName } from '../features/member';
import { UnreadBell } from '../features/messages';
import { useBalanceQuery, useRefreshBalance } from '../features/wallet';
import { formatBalance } from '../shared/format/money';
import { toggleBalanceHidden, useBalanceHidden } from '../shared/session/balance-visibility';
import { confirmAndSignOut } from '../shared/session/sign-out';
import { useSettings } from '../shared/system/system-store';
import { HOME_PATH } from './layout-rules';

/** Logged-in part of the header: name, balance and the account popover. Loaded only for members. */
export default function UserArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useDisplayName();
  const balance = useBalanceQuery();
  const refresh = useRefreshBalance();
  const hidden = useBalanceHidden();
  const currency = useSettings()?.currency;
  const [open, setOpen] = useState(false);

  const run = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const items = [
    { key: 'deposit', label: t('deposit'), onClick: run(() => navigate('/m/voucherCenter')) },
    { key: 'withdraw', label: t('withdraw'), onClick: run(() => navigate('/m/withdraw')) },
    { key: 'refresh', label: t('refresh_balance'), onClick: run(() => void refresh()) },
    { key: 'hide', label: hidden ? t('show_balance') : t('hide_balance'), onClick: run(toggleBalanceHidden) },
    {
      key: 'signout',
      label: t('sign_out'),
      onClick: run(() => {
        void confirmAndSignOut().then((done) => done && navigate(HOME_PATH, { replace: true }));
      }),
    },
  ];

  const separators = currency ? { decimal: currency.decimal, group: currency.group } : undefined;
  return (
    <div className="user-area">
      <UnreadBell />
      <div className="user-text">
        <span className="user-name" data-testid="header-nickname">
          {name}
        </span>
        <span className="user-balance" data-testid="header-balance" aria-live="polite" aria-busy={balance.isFetching}>
          {balance.isError && !balance.data ? '--' : formatBalance(balance.data, hidden, separators)}
        </span>
      </div>
      <Popover
        visible={open}
        onVisibleChange={setOpen}
        trigger="click"
        placement="bottom-end"
        mode="light"
        content={
          <div role="menu" aria-label={t('account_menu')} className="pop-menu">
            {items.map((i) => (
              <button key={i.key} type="button" role="menuitem" className="pop-item" onClick={i.onClick}>
                {i.label}
              </button>
            ))}
          </div>
        }
      >
        <button type="button" className="icon-btn user-trigger" aria-label={t('account_menu')} aria-haspopup="menu" aria-expanded={open}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </Popover>
    </div>
  );
}
