import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useGetIdentity, useGo, useLogout, useTranslate } from '@refinedev/core';
import { Avatar, Button, Dropdown, Layout, Select, Space, Typography, theme } from 'antd';
import { useSyncExternalStore } from 'react';
import type { OperatorIdentity } from '@wps/contract';
import { getLocale, LOCALES, setLocale, subscribeLocale, type Locale } from '../i18n/i18n';
import { currentMerchant, getIdentity, sessionVersion, setMerchant, subscribeSession } from '../session/session';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', 'zh-CN': '简体中文' };

/** The header: merchant switcher (the operator's grants), language, and the user menu (My account, Sign out). */
export function Header() {
  const { token } = theme.useToken();
  const translate = useTranslate();
  const go = useGo();
  const { mutate: logout } = useLogout();
  // opsMe refreshes the grants; the stored identity answers at once.
  const { data: fresh } = useGetIdentity<OperatorIdentity>();
  useSyncExternalStore(subscribeSession, sessionVersion);
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  const identity = fresh ?? getIdentity();
  const merchant = currentMerchant();
  const grants = identity?.grants ?? [];

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 12,
        padding: '0 16px 0 56px',
        height: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Space wrap size="small" style={{ justifyContent: 'flex-end' }}>
        {grants.length > 0 && (
          <Select
            aria-label={translate('header.merchant')}
            data-testid="merchant-switcher"
            value={merchant ?? undefined}
            onChange={(code: string) => setMerchant(code)}
            style={{ minWidth: 160 }}
            options={grants.map((g) => ({ value: g.merchantCode, label: `${g.merchantName} (${g.merchantCode})` }))}
          />
        )}
        <Select
          aria-label={translate('header.language')}
          value={locale}
          onChange={(l: string) => setLocale(l)}
          style={{ minWidth: 110 }}
          options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
        />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'account', icon: <UserOutlined aria-hidden="true" />, label: translate('header.myAccount') },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined aria-hidden="true" />, label: translate('header.signOut') },
            ],
            onClick: ({ key }) => {
              if (key === 'account') go({ to: '/account' });
              if (key === 'logout') logout();
            },
          }}
        >
          {/* Named by the operator shown on it first (voice control says what it sees), then what it opens. */}
          <Button type="text" aria-label={`${identity?.displayName ?? identity?.username ?? ''}, ${translate('header.userMenu')}`} data-testid="user-menu">
            <Space>
              <Avatar size="small" icon={<UserOutlined aria-hidden="true" />} />
              <Typography.Text strong>{identity?.displayName ?? identity?.username ?? ''}</Typography.Text>
              <DownOutlined aria-hidden="true" />
            </Space>
          </Button>
        </Dropdown>
      </Space>
    </Layout.Header>
  );
}
