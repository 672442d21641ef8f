import { useGetIdentity, useGo, useParsed, useTranslate } from '@refinedev/core';
import type { OperatorIdentity } from '@wps/contract';
import { Card, Descriptions, Space, Tabs, Tag } from 'antd';
import { ApiKeysTab } from './api-keys-tab';
import { PasswordTab } from './password-tab';
import { SessionsTab } from './sessions-tab';
import { TwoFactorTab } from './two-factor-tab';

const TABS = ['sessions', 'password', 'two-factor', 'api-keys'] as const;

/** My account: who I am and where, my sessions, password, two-factor and API keys. */
export default function AccountPage() {
  const translate = useTranslate();
  const go = useGo();
  const { params } = useParsed<{ tab?: string }>();
  const { data: me } = useGetIdentity<OperatorIdentity>();
  const tab = TABS.find((t) => t === params?.tab) ?? 'sessions';

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={translate('account.title')}>
        {me && (
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={translate('operators.username')}>{me.username}</Descriptions.Item>
            <Descriptions.Item label={translate('operators.displayName')}>{me.displayName}</Descriptions.Item>
            <Descriptions.Item label={translate('operators.twoFactor')}>
              <Tag color={me.totpEnabled ? 'green' : 'default'}>{translate(me.totpEnabled ? 'operators.on' : 'operators.off')}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={translate('account.merchants')}>
              <Space size={[4, 4]} wrap>
                {me.grants.map((g) => (
                  <Tag key={g.merchantCode}>
                    {g.merchantName}: {g.roles.map((r) => translate(`roles.${r}`)).join(', ')}
                  </Tag>
                ))}
              </Space>
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ to: '/account', query: { tab: key }, type: 'replace' })}
          destroyOnHidden
          items={[
            { key: 'sessions', label: translate('account.sessions'), children: <SessionsTab /> },
            { key: 'password', label: translate('account.password'), children: <PasswordTab /> },
            { key: 'two-factor', label: translate('account.twoFactor'), children: <TwoFactorTab /> },
            { key: 'api-keys', label: translate('account.apiKeys'), children: <ApiKeysTab /> },
          ]}
        />
      </Card>
    </Space>
  );
}
