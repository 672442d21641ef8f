import { useCan, useOne, useTranslate } from '@refinedev/core';
import type { OpsMerchantSettings, OpsMerchantStatusView } from '@wps/contract';
import { Alert, Card, Form, Input, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { currentMerchant } from '../../session/session';
import { useOpsAction } from '../../shared/actions';
import { SettingsFooter } from '../../shared/settings-footer';
import { ErrorState, PageLoading } from '../../shared/states';

const COUNTRY = /^[A-Z]{2}$/;
/** An IPv4 / IPv6 address or CIDR range, roughly (the server checks it exactly). */
const IP = /^[0-9A-Fa-f:.]+(\/\d{1,3})?$/;

interface Values {
  maintenance: boolean;
  maintenanceMessage: string;
  blockedCountries: string[];
  blockedIps: string[];
}

const toValues = (s: OpsMerchantStatusView): Values => ({
  maintenance: s.maintenance,
  maintenanceMessage: s.maintenanceMessage ?? '',
  blockedCountries: s.blockedCountries,
  blockedIps: s.blockedIps,
});

/**
 * Settings > Maintenance & region: the player site's maintenance switch and its message, the blocked countries and
 * addresses. The current values come from opsMerchantSettings; saving is opsMerchantStatus.
 */
export default function MaintenancePage() {
  const translate = useTranslate();
  const [form] = Form.useForm<Values>();
  const merchant = currentMerchant() ?? '';
  const { query, result } = useOne<OpsMerchantSettings>({ resource: 'maintenance', id: merchant, errorNotification: false });
  const save = useOpsAction<OpsMerchantStatusView>('maintenance', 'edit', { success: translate('settings.saved') });
  const { data: canEdit } = useCan({ resource: 'maintenance', action: 'edit' });
  const maintenance = Form.useWatch('maintenance', form);

  useEffect(() => {
    if (result?.status) form.setFieldsValue(toValues(result.status));
  }, [result, form]);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async (v: Values) => {
    const answer = await save.run({
      body: {
        maintenance: v.maintenance,
        maintenanceMessage: v.maintenanceMessage.trim() === '' ? null : v.maintenanceMessage.trim(),
        blockedCountries: v.blockedCountries.map((c) => c.trim().toUpperCase()),
        blockedIps: v.blockedIps.map((ip) => ip.trim()),
      },
    });
    if (answer) form.setFieldsValue(toValues(answer));
  };

  return (
    <Card title={translate('maintenance.title')} style={{ maxWidth: 820 }} data-testid="maintenance-settings">
      <Form
        form={form}
        name="maintenance"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        disabled={!canEdit?.can}
        initialValues={{ maintenance: false, maintenanceMessage: '', blockedCountries: [], blockedIps: [] }}
      >
        {maintenance && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('maintenance.onWarning')} />}
        <Form.Item name="maintenance" label={translate('maintenance.switch')} valuePropName="checked">
          <Switch aria-label={translate('maintenance.switch')} data-testid="maintenance-switch" />
        </Form.Item>
        <Form.Item name="maintenanceMessage" label={translate('maintenance.message')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="blockedCountries"
          label={translate('maintenance.blockedCountries')}
          extra={translate('maintenance.blockedCountriesHelp')}
          rules={[
            {
              validator: (_, list: string[] = []) =>
                list.every((c) => COUNTRY.test(c.trim().toUpperCase())) ? Promise.resolve() : Promise.reject(new Error(translate('maintenance.countryRule'))),
            },
          ]}
        >
          <Select
            mode="tags"
            tokenSeparators={[',', ' ']}
            optionFilterProp="label"
            options={(result?.countries ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          />
        </Form.Item>
        <Form.Item
          name="blockedIps"
          label={translate('maintenance.blockedIps')}
          extra={translate('maintenance.blockedIpsHelp')}
          rules={[
            {
              validator: (_, list: string[] = []) =>
                list.every((ip) => IP.test(ip.trim())) ? Promise.resolve() : Promise.reject(new Error(translate('maintenance.ipRule'))),
            },
          ]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} suffixIcon={null} />
        </Form.Item>
        <SettingsFooter resource="maintenance" pending={save.pending} testId="maintenance-save" />
      </Form>
    </Card>
  );
}
