import { CrownOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useGo, useInvalidateAuthStore, useLogin, useParsed, useTranslate, type AuthActionResponse } from '@refinedev/core';
import { Alert, Button, Card, Flex, Form, Input, Select, Space, Typography } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { getLocale, LOCALES, setLocale, subscribeLocale } from '../../i18n/i18n';
import type { LoginInput } from '../../providers/auth-provider';

const LANGUAGE_NAMES = { en: 'English', 'zh-CN': '简体中文' } as const;

type Answer = AuthActionResponse & { otpRequired?: boolean };

/**
 * Sign-in: user name and password; when the operator has two-factor the answer is OTP_REQUIRED and a second step asks
 * for the authenticator's 6 digits (the password is sent again with it). Refusals are shown in the form, translated.
 */
export function LoginPage() {
  const translate = useTranslate();
  const go = useGo();
  const { params } = useParsed<{ to?: string }>();
  const invalidateAuthStore = useInvalidateAuthStore();
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  const [credentials, setCredentials] = useState<{ username: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutate: login, isPending } = useLogin<LoginInput>({
    mutationOptions: {
      onSuccess: async (answer: Answer) => {
        if (answer.success) {
          await invalidateAuthStore();
          go({ to: params?.to ? decodeURIComponent(params.to) : '/', type: 'replace' });
          return;
        }
        if (answer.otpRequired) {
          setError(null);
          return;
        }
        setError(answer.error?.message ?? translate('errors.unknown'));
      },
      onError: (e) => setError(e.message || translate('errors.unknown')),
    },
  });

  const submitPassword = (values: { username: string; password: string }) => {
    setError(null);
    login(values, {
      onSuccess: (answer: Answer) => {
        if (answer.otpRequired) setCredentials(values);
      },
    });
  };
  const submitCode = (values: { otp: string }) => {
    if (!credentials) return;
    setError(null);
    login({ ...credentials, otp: values.otp.trim() });
  };

  return (
    // The page's main landmark and its one h1 (the title, at the size of the card's heading).
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f2f5' }}>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Flex justify="space-between" align="center">
            <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
              <CrownOutlined aria-hidden="true" /> {translate('app.title')}
            </Typography.Title>
            <Select
              aria-label={translate('header.language')}
              size="small"
              value={locale}
              onChange={(l: string) => setLocale(l)}
              options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
            />
          </Flex>
          {error && <Alert type="error" showIcon message={error} role="alert" data-testid="login-error" />}
          {credentials === null ? (
            <Form layout="vertical" onFinish={submitPassword} requiredMark={false} name="login">
              <Form.Item name="username" label={translate('login.username')} rules={[{ required: true, message: translate('login.usernameRequired') }]}>
                <Input prefix={<UserOutlined aria-hidden="true" />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item name="password" label={translate('login.password')} rules={[{ required: true, message: translate('login.passwordRequired') }]}>
                <Input.Password prefix={<LockOutlined aria-hidden="true" />} autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={isPending}>
                {translate('login.signIn')}
              </Button>
            </Form>
          ) : (
            <Form layout="vertical" onFinish={submitCode} requiredMark={false} name="otp">
              <Typography.Paragraph>{translate('login.otpPrompt')}</Typography.Paragraph>
              <Form.Item
                name="otp"
                label={translate('login.otp')}
                rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: translate('login.otpFormat') }]}
              >
                <Input prefix={<SafetyOutlined aria-hidden="true" />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
              </Form.Item>
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button type="primary" htmlType="submit" block loading={isPending}>
                  {translate('login.verify')}
                </Button>
                <Button
                  type="link"
                  block
                  onClick={() => {
                    setCredentials(null);
                    setError(null);
                  }}
                >
                  {translate('login.back')}
                </Button>
              </Space>
            </Form>
          )}
        </Space>
      </Card>
    </Flex>
  );
}
