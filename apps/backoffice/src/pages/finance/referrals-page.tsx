import { CanAccess, useCan, useOne, useTranslate } from '@refinedev/core';
import { MONEY_AMOUNT_PATTERN, OpsReferralsQuerySchema, REFERRAL_STATUSES, type OpsReferral, type ReferralRule, type ReferralStatus } from '@wps/contract';
import { Card, Form, Input, Select, Space, Switch, Tag, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { currentMerchant } from '../../session/session';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { SettingsFooter } from '../../shared/settings-footer';
import { ErrorState, PageLoading } from '../../shared/states';
import { referralFilters, referralSearchValues, ruleBody, type ReferralSearch } from './referral-values';

const NAME_MAX = OpsReferralsQuerySchema.shape.inviter.unwrap().maxLength ?? undefined;
const STATUS_COLOR: Record<ReferralStatus, string> = { registered: 'default', deposited: 'blue', qualified: 'green' };

/**
 * Finance > Referrals: the referral rule (finance edits, risk reads; audited) and every invitee with its inviter,
 * status and reward, by status and account names (finance, support, risk).
 */
export default function ReferralsPage() {
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <CanAccess resource="referralRule" action="show">
        <RuleCard />
      </CanAccess>
      <ReferralList />
    </Space>
  );
}

function RuleCard() {
  const translate = useTranslate();
  const currency = useCurrency();
  const [form] = Form.useForm<ReferralRule>();
  const { query, result } = useOne<ReferralRule>({ resource: 'referralRule', id: currentMerchant() ?? '', errorNotification: false });
  const save = useOpsAction<ReferralRule>('referralRule', 'edit', { success: translate('settings.saved') });
  const { data: canEdit } = useCan({ resource: 'referralRule', action: 'edit' });

  useEffect(() => {
    if (result) form.setFieldsValue(result);
  }, [result, form]);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const amount = (name: keyof ReferralRule, required = false) => (
    <Form.Item
      name={name}
      label={translate(`referrals.rule.${name}`, { currency })}
      extra={translate(`referrals.rule.${name}Help`)}
      rules={[{ required, pattern: MONEY_AMOUNT_PATTERN, message: translate('referrals.rule.amountRule') }]}
    >
      <Input inputMode="decimal" style={{ maxWidth: 240 }} />
    </Form.Item>
  );
  return (
    <Card title={translate('referrals.rule.title')} style={{ maxWidth: 720 }} data-testid="referral-rule">
      <Form form={form} name="referralRule" layout="vertical" onFinish={(v) => void save.run({ body: ruleBody(v) })} disabled={!canEdit?.can}>
        <Form.Item name="enabled" label={translate('referrals.rule.enabled')} valuePropName="checked" extra={translate('referrals.rule.enabledHelp')}>
          <Switch />
        </Form.Item>
        {amount('inviterReward', true)}
        {amount('minFirstDeposit')}
        {amount('validBet')}
        {amount('inviteeReward')}
        <SettingsFooter resource="referralRule" pending={save.pending} testId="referral-rule-save" />
      </Form>
    </Card>
  );
}

function ReferralList() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsReferral, ReferralSearch>('referrals', { onSearch: referralFilters });
  const status = (s: ReferralStatus) => translate(`referrals.statuses.${s}`);
  const member = (id: number, name: string) => <Link to={`/members/${id}`}>{name}</Link>;
  const columns: TableColumnsType<OpsReferral> = [
    { title: translate('referrals.inviter'), key: 'inviter', render: (_, r) => member(r.inviterId, r.inviter) },
    { title: translate('referrals.invitee'), key: 'invitee', render: (_, r) => member(r.inviteeId, r.invitee) },
    timeColumn(translate('referrals.registeredAt'), 'registeredAt'),
    {
      title: translate('referrals.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: ReferralStatus) => (
        <Tag color={STATUS_COLOR[v]} data-testid="referral-status">
          {status(v)}
        </Tag>
      ),
    },
    moneyColumn(translate('referrals.firstDeposit'), 'firstDeposit', currency),
    moneyColumn(translate('referrals.validBet'), 'validBet', currency),
    moneyColumn(translate('referrals.reward'), 'reward', currency),
    moneyColumn(translate('referrals.inviteeReward'), 'inviteeReward', currency),
    timeColumn(translate('referrals.rewardedAt'), 'rewardedAt', '—'),
  ];
  const csv = (r: OpsReferral): Record<string, unknown> => ({
    [translate('referrals.inviter')]: r.inviter,
    [translate('referrals.invitee')]: r.invitee,
    [translate('referrals.registeredAt')]: r.registeredAt,
    [translate('referrals.status')]: status(r.status),
    [translate('referrals.firstDeposit')]: r.firstDeposit ?? '',
    [translate('referrals.validBet')]: r.validBet,
    [translate('referrals.reward')]: r.reward ?? '',
    [translate('referrals.inviteeReward')]: r.inviteeReward ?? '',
    [translate('members.currency')]: currency,
    [translate('referrals.rewardedAt')]: r.rewardedAt ?? '',
  });
  return (
    <ListCard<OpsReferral>
      testId="referrals-list"
      title={translate('referrals.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(r) => String(r.id)}
      columns={columns}
      filters={
        <SearchForm formProps={searchFormProps} name="referralSearch" initialValues={referralSearchValues(filters)}>
          <Form.Item name="status" label={translate('referrals.status')}>
            <Select style={{ width: 160 }} options={[{ value: '', label: translate('referrals.allStatuses') }, ...REFERRAL_STATUSES.map((s) => ({ value: s, label: status(s) }))]} />
          </Form.Item>
          <Form.Item name="inviter" label={translate('referrals.inviter')}>
            <Input allowClear style={{ width: 180 }} maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item name="invitee" label={translate('referrals.invitee')}>
            <Input allowClear style={{ width: 180 }} maxLength={NAME_MAX} />
          </Form.Item>
        </SearchForm>
      }
      extra={<CsvExportButton<OpsReferral> resource="referrals" filters={filters} filename="referrals" row={csv} />}
    />
  );
}
