import '../shared/ui/antd-setup';
import Popover from 'antd-mobile/es/components/popover';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../shared/i18n/use-translation';
import { UnreadBell } from '../features/messages';
import { formatBalance } from '../shared/format/money';
import { useBalanceQuery, useRefreshBalance } from '../shared/query/balance';
import { PlayMoneyTag } from '../shared/session/trial-gate';
import { useDisplayName } from '../shared/query/member-info';
import { toggleBalanceHidden, useBalanceHidden } from '../shared/session/balance-visibility';
import { confirmAndSignOut } from '../shared/session/sign-out';
import { useSettings } from '../shared/system/system-store';
import { Icon } from '../shared/ui/icons';
import { MemberAvatar } from '../shared/ui/member-avatar';
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
      <MemberAvatar name={name} className="user-avatar" testId="header-avatar" />
      <div className="user-text">
        <span className="user-name" data-testid="header-nickname">
          {name}
        </span>
        <span className="user-balance" data-testid="header-balance" aria-live="polite" aria-busy={balance.isFetching}>
          {balance.isError && !balance.data ? '--' : formatBalance(balance.data, hidden, separators)}
          <PlayMoneyTag />
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
          <Icon size={20} strokeWidth={2} d="M6 9l6 6 6-6" />
        </button>
      </Popover>
    </div>
  );
}
