import { KeyOutlined } from '@ant-design/icons';
import { useCan, useTranslate } from '@refinedev/core';
import { VENDOR_MODES, type OpsVendorIntegration, type VendorMode } from '@wps/contract';
import { Alert, App, Button, Form, Input, Modal, Radio, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, useOpsTable } from '../../shared/list';
import { fieldMessages } from '../content/content-values';
import { fingerprintPreview, integrationBody, integrationFieldOk, integrationValuesOf, keyPreview, publicKeyOk, type IntegrationValues } from './gaming-values';

type Row = OpsVendorIntegration & { [key: string]: unknown };

/**
 * Vendors: the merchant's connection to the aggregator for each vendor (finance): on or off (a vendor switched off
 * shows players a clear message and its games cannot launch), seamless or transfer wallet, the aggregator's URL and
 * currency, the operator's public key (for the aggregator) and the aggregator key's fingerprint. The form changes them;
 * a new operator key pair is made on request, after a confirmation, and its public key shown to hand to the aggregator.
 */
export default function VendorIntegrationsPage() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { tableProps, tableQuery } = useOpsTable<Row>('vendorIntegrations');
  const { data: canEdit } = useCan({ resource: 'vendorIntegrations', action: 'edit' });
  const [editing, setEditing] = useState<OpsVendorIntegration | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [rotated, setRotated] = useState<OpsVendorIntegration | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const update = useOpsAction<OpsVendorIntegration>('vendorIntegrations', 'edit', {
    success: (i) => translate('vendorIntegrations.saved', { vendor: i?.vendor ?? '' }),
    onError: (e) => setErrors(fieldMessages(e)),
  });
  const send = async (i: OpsVendorIntegration, body: NonNullable<ReturnType<typeof integrationBody>>) => {
    setBusy(i.vendor);
    try {
      return await update.run({ params: { vendor: i.vendor }, body });
    } finally {
      setBusy(null);
    }
  };

  // Switching a vendor off takes its games away from players at once: asked first; switching on is not.
  const toggle = (i: OpsVendorIntegration, enabled: boolean) => {
    if (enabled) return void send(i, { enabled });
    modal.confirm({
      title: translate('vendorIntegrations.disableTitle', { vendor: i.vendor }),
      content: translate('vendorIntegrations.disableText'),
      okText: translate('vendorIntegrations.disable'),
      okButtonProps: { danger: true, 'data-testid': 'vendor-disable-confirm' },
      cancelText: translate('buttons.cancel'),
      onOk: () => send(i, { enabled }),
    });
  };

  const rotate = (i: OpsVendorIntegration) =>
    modal.confirm({
      title: translate('vendorIntegrations.rotateTitle', { vendor: i.vendor }),
      content: translate('vendorIntegrations.rotateText'),
      okText: translate('vendorIntegrations.rotate'),
      okButtonProps: { danger: true, 'data-testid': 'vendor-rotate-confirm' },
      cancelText: translate('buttons.cancel'),
      onOk: async () => {
        const answer = await send(i, { rotateOperatorKey: true });
        if (answer) setRotated(answer);
      },
    });

  const editable = canEdit?.can === true;
  const columns: TableColumnsType<Row> = [
    { title: translate('vendorIntegrations.vendor'), dataIndex: 'vendor', key: 'vendor', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: translate('vendorIntegrations.enabled'),
      key: 'enabled',
      render: (_, i) => (
        <Switch
          checked={i.enabled}
          disabled={!editable}
          loading={busy === i.vendor}
          aria-label={translate('vendorIntegrations.enabledFor', { vendor: i.vendor })}
          data-testid={`vendor-enabled-${i.vendor}`}
          onChange={(on) => toggle(i, on)}
        />
      ),
    },
    { title: translate('vendorIntegrations.mode'), dataIndex: 'mode', key: 'mode', render: (m: VendorMode) => <Tag color={m === 'transfer' ? 'purple' : 'blue'}>{translate(`vendorIntegrations.modes.${m}`)}</Tag> },
    { title: translate('vendorIntegrations.aggregatorUrl'), dataIndex: 'aggregatorUrl', key: 'url', render: (v: string) => <Typography.Text>{v}</Typography.Text> },
    { title: translate('vendorIntegrations.operatorId'), dataIndex: 'operatorId', key: 'operatorId', align: 'right' },
    { title: translate('vendorIntegrations.currency'), dataIndex: 'currency', key: 'currency' },
    {
      title: translate('vendorIntegrations.operatorKey'),
      dataIndex: 'operatorPublicKey',
      key: 'operatorKey',
      render: (v: string, i) => (
        <Typography.Text code copyable={{ text: v, tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} data-testid={`vendor-operator-key-${i.vendor}`}>
          {keyPreview(v)}
        </Typography.Text>
      ),
    },
    {
      title: translate('vendorIntegrations.aggregatorKey'),
      dataIndex: 'aggregatorKeyFingerprint',
      key: 'aggregatorKey',
      render: (v: string) => (
        <Typography.Text code title={v} copyable={{ text: v, tooltips: [translate('buttons.copy'), translate('buttons.copied')] }}>
          {fingerprintPreview(v)}
        </Typography.Text>
      ),
    },
    timeColumn(translate('vendorIntegrations.updatedAt'), 'updatedAt'),
    ...(editable
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_: unknown, i: Row) => (
              <Space>
                <Button
                  size="small"
                  data-testid={`vendor-edit-${i.vendor}`}
                  onClick={() => {
                    setErrors({});
                    setEditing(i);
                  }}
                >
                  {translate('buttons.edit')}
                </Button>
                <Button size="small" danger icon={<KeyOutlined aria-hidden="true" />} onClick={() => rotate(i)} data-testid={`vendor-rotate-${i.vendor}`}>
                  {translate('vendorIntegrations.rotate')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListCard<Row>
        testId="vendor-integrations"
        title={translate('vendorIntegrations.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey="vendor"
        columns={columns}
        emptyText={translate('vendorIntegrations.empty')}
        filters={<Typography.Text type="secondary">{translate('vendorIntegrations.help')}</Typography.Text>}
      />
      {editing && (
        <FormDialog<IntegrationValues>
          open
          width={640}
          testId="vendor-form"
          title={translate('vendorIntegrations.editTitle', { vendor: editing.vendor })}
          okText={translate('buttons.save')}
          pending={update.pending}
          errors={errors}
          initialValues={integrationValuesOf(editing)}
          onClose={() => setEditing(null)}
          onSubmit={async (v) => {
            const body = integrationBody(editing, v);
            if (!body || (await send(editing, body))) setEditing(null);
          }}
        >
          <Form.Item name="enabled" label={translate('vendorIntegrations.enabled')} valuePropName="checked" extra={translate('vendorIntegrations.enabledHelp')}>
            <Switch />
          </Form.Item>
          <Form.Item name="mode" label={translate('vendorIntegrations.mode')} extra={translate('vendorIntegrations.modeHelp')}>
            <Radio.Group options={VENDOR_MODES.map((m) => ({ value: m, label: translate(`vendorIntegrations.modes.${m}`) }))} />
          </Form.Item>
          <Form.Item
            name="aggregatorUrl"
            label={translate('vendorIntegrations.aggregatorUrl')}
            extra={translate('vendorIntegrations.urlHelp')}
            rules={[{ validator: (_, v: string) => (integrationFieldOk('aggregatorUrl', v) ? Promise.resolve() : Promise.reject(new Error(translate('vendorIntegrations.urlRule')))) }]}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item
            name="currency"
            label={translate('vendorIntegrations.currency')}
            normalize={(v: string) => v.toUpperCase()}
            rules={[{ validator: (_, v: string) => (integrationFieldOk('currency', v) ? Promise.resolve() : Promise.reject(new Error(translate('vendorIntegrations.currencyRule')))) }]}
          >
            <Input maxLength={3} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item
            name="aggregatorPublicKey"
            label={translate('vendorIntegrations.newAggregatorKey')}
            extra={translate('vendorIntegrations.newAggregatorKeyHelp', { fingerprint: fingerprintPreview(editing.aggregatorKeyFingerprint) })}
            rules={[{ validator: (_, v: string) => (!v?.trim() || publicKeyOk(v.trim()) ? Promise.resolve() : Promise.reject(new Error(translate('vendorIntegrations.keyRule')))) }]}
          >
            <Input.TextArea rows={5} maxLength={4000} placeholder="-----BEGIN PUBLIC KEY-----" spellCheck={false} />
          </Form.Item>
        </FormDialog>
      )}
      <Modal
        open={rotated !== null}
        title={translate('vendorIntegrations.rotatedTitle', { vendor: rotated?.vendor ?? '' })}
        onCancel={() => setRotated(null)}
        footer={
          <Button type="primary" onClick={() => setRotated(null)}>
            {translate('buttons.close')}
          </Button>
        }
      >
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('vendorIntegrations.rotatedText')} />
        <Typography.Paragraph copyable={{ text: rotated?.operatorPublicKey ?? '', tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} data-testid="vendor-new-key">
          <pre className="bo-key">{rotated?.operatorPublicKey}</pre>
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
