import { useCan, useTranslate } from '@refinedev/core';
import type { OpsDepositChannel } from '@wps/contract';
import { App, Button, Space, Switch, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { changeEffect, needsConfirm, type ChannelChange } from './finance-values';
import { QrCredentialsDialog } from './qr-credentials-dialog';
import { hasQrCredentials } from './qr-credentials-values';

type Row = OpsDepositChannel & { [key: string]: unknown };

/**
 * The merchant's deposit channels (finance): each one on or off for members, and a gateway channel's sandbox (its
 * orders completed by the local sandbox page, no real money). A switch touching a live channel asks first. A QR wallet
 * channel's merchant credentials (wallet URL, merchant id, keys) open in a dialog of their own.
 */
export default function DepositChannelsPage() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const currency = useCurrency();
  const { tableProps, tableQuery, filters } = useOpsTable<Row>('depositChannels');
  const { data: can } = useCan({ resource: 'depositChannels', action: 'edit' });
  const update = useOpsAction<OpsDepositChannel>('depositChannels', 'edit', { success: (c) => translate('depositChannels.saved', { name: c?.name ?? '' }) });
  const [busy, setBusy] = useState<string | null>(null);
  const { data: canCredentials } = useCan({ resource: 'depositChannelCredentials', action: 'edit' });
  const [credentialsOf, setCredentialsOf] = useState<Row | null>(null);

  const send = async (channel: Row, change: ChannelChange) => {
    setBusy(channel.code);
    try {
      await update.run({ params: { channelCode: channel.code }, body: change });
    } finally {
      setBusy(null);
    }
  };

  const toggle = (channel: Row, change: ChannelChange) => {
    if (!needsConfirm(channel, change)) return void send(channel, change);
    const effect = changeEffect(channel, change);
    modal.confirm({
      title: translate(`depositChannels.confirm.${effect}.title`, { name: channel.name }),
      content: translate(`depositChannels.confirm.${effect}.text`, { name: channel.name }),
      okText: translate(`depositChannels.confirm.${effect}.ok`),
      cancelText: translate('buttons.cancel'),
      okButtonProps: { danger: effect === 'disable' || effect === 'sandboxOff' || effect === 'enableLive', 'data-testid': 'channel-confirm' },
      onOk: () => send(channel, change),
    });
  };

  const editable = can?.can === true;
  const columns: TableColumnsType<Row> = [
    {
      title: translate('depositChannels.name'),
      key: 'name',
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{c.name}</Typography.Text>
          <Typography.Text type="secondary" code>
            {c.code}
          </Typography.Text>
        </Space>
      ),
    },
    { title: translate('depositChannels.type'), dataIndex: 'type', key: 'type', render: (v: string) => <Tag>{translate(`depositChannels.types.${v}`, undefined, v)}</Tag> },
    {
      title: translate('depositChannels.limits'),
      key: 'limits',
      align: 'right',
      render: (_, c) => <span className="bo-amount">{translate('depositChannels.range', { min: formatMoney(c.min, currency), max: formatMoney(c.max, currency) })}</span>,
    },
    {
      title: translate('depositChannels.state'),
      key: 'state',
      render: (_, c) =>
        !c.enabled ? (
          <Tag>{translate('depositChannels.off')}</Tag>
        ) : c.sandbox ? (
          <Tag color="gold">{translate('depositChannels.liveSandbox')}</Tag>
        ) : (
          <Tag color="green">{translate('depositChannels.live')}</Tag>
        ),
    },
    {
      title: translate('depositChannels.enabled'),
      key: 'enabled',
      render: (_, c) => (
        <Switch
          checked={c.enabled}
          disabled={!editable}
          loading={busy === c.code}
          aria-label={translate('depositChannels.enabledFor', { name: c.name })}
          data-testid={`channel-enabled-${c.code}`}
          onChange={(on) => toggle(c, { enabled: on })}
        />
      ),
    },
    {
      title: translate('depositChannels.sandbox'),
      key: 'sandbox',
      render: (_, c) =>
        c.type === 'GATEWAY' ? (
          <Switch
            checked={c.sandbox}
            disabled={!editable}
            loading={busy === c.code}
            aria-label={translate('depositChannels.sandboxFor', { name: c.name })}
            data-testid={`channel-sandbox-${c.code}`}
            onChange={(on) => toggle(c, { sandbox: on })}
          />
        ) : (
          <Tooltip title={translate('depositChannels.bankNoSandbox')}>
            <Typography.Text type="secondary">—</Typography.Text>
          </Tooltip>
        ),
    },
    ...(canCredentials?.can === true
      ? [
          {
            title: translate('depositChannelCredentials.column'),
            key: 'credentials',
            render: (_: unknown, c: Row) =>
              hasQrCredentials(c.type) ? (
                <Button
                  size="small"
                  onClick={() => setCredentialsOf(c)}
                  data-testid={`channel-credentials-${c.code}`}
                  aria-label={translate('depositChannelCredentials.editFor', { name: c.name })}
                >
                  {translate('depositChannelCredentials.edit')}
                </Button>
              ) : (
                <Tooltip title={translate('depositChannelCredentials.notQr')}>
                  <Typography.Text type="secondary">—</Typography.Text>
                </Tooltip>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListCard<Row>
        testId="deposit-channels"
        title={translate('depositChannels.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey="code"
        columns={columns}
        filters={<Typography.Text type="secondary">{translate('depositChannels.help')}</Typography.Text>}
        extra={
          <CsvExportButton<Row>
            resource="depositChannels"
            filters={filters}
            filename="deposit-channels"
            row={(c) => ({
              [translate('depositChannels.code')]: c.code,
              [translate('depositChannels.name')]: c.name,
              [translate('depositChannels.type')]: c.type,
              [translate('depositChannels.min')]: c.min,
              [translate('depositChannels.max')]: c.max,
              [translate('finance.currency')]: currency,
              [translate('depositChannels.enabled')]: c.enabled ? translate('depositChannels.yes') : translate('depositChannels.no'),
              [translate('depositChannels.sandbox')]: c.sandbox ? translate('depositChannels.yes') : translate('depositChannels.no'),
            })}
          />
        }
      />
      {credentialsOf && <QrCredentialsDialog channel={credentialsOf} onClose={() => setCredentialsOf(null)} />}
    </>
  );
}
