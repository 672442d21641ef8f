import { useGetIdentity, useInvalidateAuthStore, useTranslate } from '@refinedev/core';
import type { OperatorIdentity, OpsTotpSetup } from '@wps/contract';
import { Alert, Button, Flex, Form, Input, QRCode, Result, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { currentGrant } from '../../session/session';
import { useOpsAction } from '../../shared/actions';

export const CODE = { pattern: /^\s*\d{6}\s*$/ };

/**
 * Two-factor: enrol (opsTotpSetup -> the QR code of its otpauth address and the secret as text -> a code from the app,
 * opsTotpConfirm -> done), or turn it off with the password and a code.
 */
export function TwoFactorTab() {
  const translate = useTranslate();
  const invalidateAuthStore = useInvalidateAuthStore();
  const { data: me, refetch } = useGetIdentity<OperatorIdentity>();
  const [setup, setSetup] = useState<OpsTotpSetup | null>(null);
  const [done, setDone] = useState(false);
  const start = useOpsAction<OpsTotpSetup>('account', 'totpSetup', { success: () => undefined });
  const confirm = useOpsAction('account', 'totpConfirm', { success: translate('account.totpOn') });
  const disable = useOpsAction('account', 'totpDisable', { success: translate('account.totpOff') });
  const required = currentGrant()?.requireTotp && !me?.totpVerified;
  const refresh = async () => {
    await refetch();
    await invalidateAuthStore();
  };

  if (done) {
    return <Result status="success" title={translate('account.totpOn')} subTitle={translate('account.totpDone')} />;
  }

  if (me?.totpEnabled) {
    return (
      <Space direction="vertical" style={{ maxWidth: 480 }}>
        <Alert type="success" showIcon message={translate('account.totpEnabled')} />
        <Typography.Paragraph>{translate('account.totpDisableHelp')}</Typography.Paragraph>
        <Form
          name="totpDisable"
          layout="vertical"
          onFinish={async (v: { password: string; code: string }) => {
            if (await disable.run({ body: { password: v.password, code: v.code.trim() } })) await refresh();
          }}
        >
          <Form.Item name="password" label={translate('account.currentPassword')} rules={[{ required: true, message: translate('account.currentPasswordRequired') }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label={translate('login.otp')} rules={[{ required: true, ...CODE, message: translate('login.otpFormat') }]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button danger htmlType="submit" loading={disable.pending}>
            {translate('account.totpDisable')}
          </Button>
        </Form>
      </Space>
    );
  }

  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 640 }} data-testid="totp-enrol">
      {required && <Alert type="warning" showIcon message={translate('account.totpRequired')} />}
      <Steps
        size="small"
        current={setup ? 1 : 0}
        items={[{ title: translate('account.totpStepStart') }, { title: translate('account.totpStepScan') }, { title: translate('account.totpStepDone') }]}
      />
      {!setup ? (
        <>
          <Typography.Paragraph>{translate('account.totpIntro')}</Typography.Paragraph>
          <Button
            type="primary"
            loading={start.pending}
            onClick={async () => {
              const s = await start.run();
              if (s) setSetup(s);
            }}
          >
            {translate('account.totpStart')}
          </Button>
        </>
      ) : (
        <Flex gap={24} wrap>
          <QRCode value={setup.otpauthUrl} size={180} bordered aria-label={translate('account.totpQr')} />
          <Space direction="vertical" style={{ flex: '1 1 260px' }}>
            <Typography.Paragraph>{translate('account.totpScan')}</Typography.Paragraph>
            <Typography.Text type="secondary">{translate('account.totpSecret')}</Typography.Text>
            <Typography.Text code copyable data-testid="totp-secret">
              {setup.secret}
            </Typography.Text>
            <Form
              name="totpConfirm"
              layout="vertical"
              onFinish={async (v: { code: string }) => {
                if (await confirm.run({ body: { code: v.code.trim() } })) {
                  setDone(true);
                  await refresh();
                }
              }}
            >
              <Form.Item name="code" label={translate('login.otp')} rules={[{ required: true, ...CODE, message: translate('login.otpFormat') }]}>
                <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 200 }} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={confirm.pending}>
                {translate('account.totpConfirm')}
              </Button>
            </Form>
          </Space>
        </Flex>
      )}
    </Space>
  );
}
