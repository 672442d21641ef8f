import { useCan, useTranslate } from '@refinedev/core';
import { PROMO_CODE_MAX, type OpsDepositPromo } from '@wps/contract';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { isOpsError } from '../../api/ops-client';
import { formatMoney } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { windowValid } from '../content/content-values';
import { ShowingCell } from '../content/inline';
import { NEW_PROMO, bonusParts, promoBody, promoFieldErrors, promoValues, type PromoValues } from './deposit-promo-values';

type Promo = OpsDepositPromo & { [key: string]: unknown };

/**
 * Finance > Deposit promotions: the bonuses a member takes with a deposit. A listed one is picked on the deposit page
 * (or typed as its promo code); a hidden one is a bonus code only its code unlocks. Each pays a fixed bonus and / or a
 * percentage, capped, from a minimum deposit, in an optional window and within optional use limits; the list shows
 * each one's uses (orders waiting for payment and credited).
 */
export default function DepositPromosPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const money = (v: string) => formatMoney(v, currency);
  const { tableProps, tableQuery, filters } = useOpsTable<Promo>('depositPromos');
  const { data: canEdit } = useCan({ resource: 'depositPromos', action: 'edit' });
  const { data: canCreate } = useCan({ resource: 'depositPromos', action: 'create' });
  const [editing, setEditing] = useState<Promo | 'new' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const onError = (e: unknown) => {
    const fields = promoFieldErrors(isOpsError(e) ? e.errors : undefined);
    setErrors(Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, translate(key)])));
  };
  const saved = (p?: OpsDepositPromo) => translate('depositPromos.saved', { code: p?.code ?? '' });
  const create = useOpsAction<OpsDepositPromo>('depositPromos', 'create', { success: saved, onError });
  const update = useOpsAction<OpsDepositPromo>('depositPromos', 'edit', { success: saved, onError });
  const editable = canEdit?.can === true;

  const bonusText = (p: Promo) => {
    const parts = bonusParts(p);
    const pay = [parts.percent ? `${p.percent}%` : '', parts.fixed ? money(p.fixedBonus) : ''].filter(Boolean).join(' + ');
    return translate('depositPromos.bonusText', { pay, max: money(p.maxBonus), min: money(p.minDeposit) });
  };
  const usesText = (p: Promo) =>
    [
      translate('depositPromos.usesTaken', { pending: p.uses.pending, credited: p.uses.credited }),
      p.maxUses === null ? translate('depositPromos.noTotalLimit') : translate('depositPromos.totalLimit', { count: p.maxUses }),
      p.perMemberUses === null ? '' : translate('depositPromos.memberLimit', { count: p.perMemberUses }),
    ].filter(Boolean);

  const toggle = async (p: Promo, enabled: boolean) => {
    setBusy(p.id);
    try {
      await update.run({ params: { promoId: p.id }, body: { enabled } });
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumnsType<Promo> = [
    {
      title: translate('depositPromos.code'),
      key: 'code',
      render: (_, p) => (
        <Space direction="vertical" size={0}>
          <Typography.Text code strong>
            {p.code}
          </Typography.Text>
          {p.hidden ? <Tag color="purple">{translate('depositPromos.hiddenTag')}</Tag> : <Tag>{translate('depositPromos.listedTag')}</Tag>}
        </Space>
      ),
    },
    { title: translate('depositPromos.titleColumn'), dataIndex: 'title', key: 'title' },
    { title: translate('depositPromos.bonus'), key: 'bonus', render: (_, p) => bonusText(p) },
    { title: translate('depositPromos.window'), key: 'window', render: (_, p) => <ShowingCell row={p} /> },
    {
      title: translate('depositPromos.uses'),
      key: 'uses',
      render: (_, p) => (
        <Space direction="vertical" size={0} data-testid={`deposit-promo-uses-${p.code}`}>
          {usesText(p).map((line) => (
            <Typography.Text key={line} type={line === usesText(p)[0] ? undefined : 'secondary'}>
              {line}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      title: translate('depositPromos.enabled'),
      key: 'enabled',
      render: (_, p) => (
        <Switch
          checked={p.enabled}
          disabled={!editable}
          loading={busy === p.id}
          aria-label={translate('depositPromos.enabledFor', { code: p.code })}
          onChange={(on) => void toggle(p, on)}
        />
      ),
    },
    ...(editable
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            fixed: 'right' as const,
            render: (_: unknown, p: Promo) => (
              <Button
                size="small"
                aria-label={translate('depositPromos.editFor', { code: p.code })}
                onClick={() => {
                  setErrors({});
                  setEditing(p);
                }}
              >
                {translate('buttons.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const moneyInput = <InputNumber<string> stringMode min="0" precision={2} prefix={currency} style={{ width: '100%' }} />;
  const usesInput = <InputNumber min={1} precision={0} placeholder={translate('depositPromos.unlimited')} style={{ width: '100%' }} />;
  const required = { required: true, message: translate('depositPromos.errors.required') };

  return (
    <>
      <ListCard<Promo>
        testId="deposit-promos"
        title={translate('depositPromos.title')}
        tableProps={{ ...tableProps, pagination: false }}
        query={tableQuery}
        rowKey="id"
        columns={columns}
        filters={
          <Space direction="vertical" size={4}>
            <Typography.Text type="secondary">{translate('depositPromos.help')}</Typography.Text>
            {!editable && <Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}
          </Space>
        }
        extra={
          <Space>
            {canCreate?.can === true && (
              <Button
                type="primary"
                onClick={() => {
                  setErrors({});
                  setEditing('new');
                }}
              >
                {translate('depositPromos.create')}
              </Button>
            )}
            <CsvExportButton<Promo>
              resource="depositPromos"
              filters={filters}
              filename="deposit-promotions"
              row={(p) => ({
                [translate('depositPromos.code')]: p.code,
                [translate('depositPromos.titleColumn')]: p.title,
                [translate('depositPromos.hidden')]: p.hidden ? translate('depositPromos.yes') : translate('depositPromos.no'),
                [translate('depositPromos.percent')]: p.percent,
                [translate('depositPromos.fixedBonus')]: p.fixedBonus,
                [translate('depositPromos.maxBonus')]: p.maxBonus,
                [translate('depositPromos.minDeposit')]: p.minDeposit,
                [translate('finance.currency')]: currency,
                [translate('depositPromos.startsAt')]: p.startsAt ?? '',
                [translate('depositPromos.endsAt')]: p.endsAt ?? '',
                [translate('depositPromos.maxUses')]: p.maxUses ?? '',
                [translate('depositPromos.perMemberUses')]: p.perMemberUses ?? '',
                [translate('depositPromos.pending')]: p.uses.pending,
                [translate('depositPromos.credited')]: p.uses.credited,
                [translate('depositPromos.enabled')]: p.enabled ? translate('depositPromos.yes') : translate('depositPromos.no'),
              })}
            />
          </Space>
        }
      />
      <FormDialog<PromoValues>
        open={editing !== null}
        testId="deposit-promo-form"
        title={editing === 'new' || editing === null ? translate('depositPromos.create') : translate('depositPromos.editTitle', { code: editing.code })}
        okText={translate('buttons.save')}
        pending={create.pending || update.pending}
        width={720}
        initialValues={editing === 'new' || editing === null ? NEW_PROMO : promoValues(editing)}
        errors={errors}
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const body = promoBody(v);
          const done = editing === 'new' ? await create.run({ body }) : editing ? await update.run({ params: { promoId: editing.id }, body }) : undefined;
          if (done) setEditing(null);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item
              name="code"
              label={translate('depositPromos.code')}
              extra={translate('depositPromos.codeHelp')}
              rules={[required, { pattern: /^[A-Za-z0-9_-]{2,32}$/, message: translate('depositPromos.errors.codeFormat') }]}
            >
              <Input maxLength={PROMO_CODE_MAX} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item name="title" label={translate('depositPromos.titleColumn')} rules={[required, { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="percent" label={translate('depositPromos.percent')}>
              <InputNumber<string> stringMode min="0" max="100" precision={2} suffix="%" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="fixedBonus" label={translate('depositPromos.fixedBonus')}>
              {moneyInput}
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="maxBonus" label={translate('depositPromos.maxBonus')} rules={[required]}>
              {moneyInput}
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="minDeposit" label={translate('depositPromos.minDeposit')}>
              {moneyInput}
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="window"
              label={translate('depositPromos.window')}
              extra={translate('depositPromos.windowHelp')}
              rules={[{ validator: (_, v) => (windowValid(v) ? Promise.resolve() : Promise.reject(new Error(translate('depositPromos.errors.window')))) }]}
            >
              <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="maxUses" label={translate('depositPromos.maxUses')} extra={translate('depositPromos.maxUsesHelp')}>
              {usesInput}
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="perMemberUses" label={translate('depositPromos.perMemberUses')}>
              {usesInput}
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="hidden" label={translate('depositPromos.hidden')} extra={translate('depositPromos.hiddenHelp')} valuePropName="checked">
              <Switch aria-label={translate('depositPromos.hidden')} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="enabled" label={translate('depositPromos.enabled')} valuePropName="checked">
              <Switch aria-label={translate('depositPromos.enabled')} />
            </Form.Item>
          </Col>
        </Row>
      </FormDialog>
    </>
  );
}
