import { CanAccess, useCustom, useTranslate } from '@refinedev/core';
import { MIN_AGES, PROFILE_FIELDS, type IdentitySettings } from '@wps/contract';
import { Button, Card, Form, Input, Select, Spin } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { ErrorState } from '../../shared/states';

const MONEY = /^\d+(\.\d{1,2})?$/;
const money = (v: string | undefined) => (v?.trim() ? Number(v).toFixed(2) : null);

/** The merchant's identity rules: minimum age, required profile fields, the KYC thresholds of withdrawals (audited). */
export function IdentityRules() {
  const translate = useTranslate();
  const { query, result } = useCustom<IdentitySettings>({ url: 'opsIdentitySettings', method: 'get', errorNotification: false });
  const save = useOpsAction<IdentitySettings>('kycCases', 'rules', { success: translate('kycCases.rules.saved') });
  if (query.isLoading) return <Spin />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const s = result.data as IdentitySettings | undefined;
  if (!s?.requiredFields) return null;
  type Values = { minAge: 18 | 21; requiredFields: IdentitySettings['requiredFields']; deposits?: string; withdrawal?: string };
  const submit = async (v: Values) => {
    const body: IdentitySettings = { minAge: v.minAge, requiredFields: v.requiredFields, kycDepositThreshold: money(v.deposits), kycWithdrawalThreshold: money(v.withdrawal) };
    if (await save.run({ body })) void query.refetch();
  };
  const moneyRule = { pattern: MONEY, message: translate('kycCases.rules.amount') };
  return (
    <Card title={translate('kycCases.rules.title')} style={{ marginTop: 16 }} data-testid="identity-rules">
      <Form<Values>
        layout="vertical"
        initialValues={{ minAge: s.minAge, requiredFields: s.requiredFields, deposits: s.kycDepositThreshold ?? '', withdrawal: s.kycWithdrawalThreshold ?? '' }}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="minAge" label={translate('kycCases.rules.minAge')}>
          <Select style={{ width: 120 }} options={MIN_AGES.map((a) => ({ value: a, label: String(a) }))} />
        </Form.Item>
        <Form.Item name="requiredFields" label={translate('kycCases.rules.required')}>
          <Select mode="multiple" options={PROFILE_FIELDS.map((f) => ({ value: f, label: translate(`kycCases.fields.${f}`) }))} />
        </Form.Item>
        <Form.Item name="deposits" label={translate('kycCases.rules.deposits')} extra={translate('kycCases.rules.emptyOff')} rules={[moneyRule]}>
          <Input style={{ width: 200 }} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="withdrawal" label={translate('kycCases.rules.withdrawal')} extra={translate('kycCases.rules.emptyOff')} rules={[moneyRule]}>
          <Input style={{ width: 200 }} inputMode="decimal" />
        </Form.Item>
        <CanAccess resource="kycCases" action="rules">
          <Button type="primary" htmlType="submit" loading={save.pending}>
            {translate('kycCases.rules.save')}
          </Button>
        </CanAccess>
      </Form>
    </Card>
  );
}
