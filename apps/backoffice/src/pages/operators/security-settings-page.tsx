import { useCan, useOne, useTranslate } from '@refinedev/core';
import type { OpsSecuritySettings } from '@wps/contract';
import { Card, Form, Input, Space, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { currentMerchant } from '../../session/session';
import { formatMoney } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { useCurrency } from '../../shared/money';
import { SettingsFooter } from '../../shared/settings-footer';
import { thresholdMeaning } from './threshold';
import { ErrorState, PageLoading } from '../../shared/states';

interface Values {
  requireTotp: boolean;
  dualApprovalThreshold: string;
}

/** The merchant's security settings: two-factor required for its operators, the dual-approval threshold. */
export default function SecuritySettingsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const [form] = Form.useForm<Values>();
  const merchant = currentMerchant() ?? '';
  const { query, result } = useOne<OpsSecuritySettings>({ resource: 'securitySettings', id: merchant, errorNotification: false });
  const save = useOpsAction<OpsSecuritySettings>('securitySettings', 'edit', { success: translate('settings.saved') });
  const { data: canEdit } = useCan({ resource: 'securitySettings', action: 'edit' });
  const meaning = thresholdMeaning(Form.useWatch('dualApprovalThreshold', form));

  useEffect(() => {
    if (result) form.setFieldsValue({ requireTotp: result.requireTotp, dualApprovalThreshold: result.dualApprovalThreshold ?? '' });
  }, [result, form]);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const submit = (v: Values) =>
    void save.run({ body: { requireTotp: v.requireTotp, dualApprovalThreshold: v.dualApprovalThreshold.trim() === '' ? null : v.dualApprovalThreshold.trim() } });

  return (
    <Card title={translate('securitySettings.title')} style={{ maxWidth: 720 }} data-testid="security-settings">
      <Form form={form} name="securitySettings" layout="vertical" onFinish={submit} disabled={!canEdit?.can}>
        <Form.Item name="requireTotp" label={translate('securitySettings.requireTotp')} valuePropName="checked" extra={translate('securitySettings.requireTotpHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="dualApprovalThreshold"
          label={translate('securitySettings.threshold', { currency })}
          extra={
            // What the value typed means now: empty is "off" (one operator decides any amount), said in words.
            <Space direction="vertical" size={0}>
              <span>{translate('securitySettings.thresholdHelp')}</span>
              <Typography.Text strong data-testid="threshold-meaning">
                {meaning.state === 'on'
                  ? translate('securitySettings.thresholdOn', { amount: formatMoney(meaning.amount, currency) })
                  : meaning.state === 'off'
                    ? translate('securitySettings.thresholdOff')
                    : ''}
              </Typography.Text>
            </Space>
          }
          rules={[{ pattern: /^\s*(\d+(\.\d{1,2})?)?\s*$/, message: translate('securitySettings.thresholdRule') }]}
        >
          <Input inputMode="decimal" placeholder={translate('securitySettings.never')} style={{ maxWidth: 240 }} />
        </Form.Item>
        <SettingsFooter resource="securitySettings" pending={save.pending} />
      </Form>
    </Card>
  );
}
