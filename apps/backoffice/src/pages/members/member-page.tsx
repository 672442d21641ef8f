import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useOne, useTranslate } from '@refinedev/core';
import type { OpsMemberDetail } from '@wps/contract';
import { Alert, Button, Card, Descriptions, Flex, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { useCurrency } from '../../shared/money';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { BonusesTab } from './bonuses-tab';
import { MemberActions } from './member-actions';
import { formatMobile } from './member-format';
import { LedgerTab, LoginsTab, MessagesTab, RoundsTab, SessionsTab } from './member-tabs';
import { StatusTag, useTypeLabel } from './member-ui';
import { RewardsTab } from './rewards-tab';
import { PointsTab } from '../mall/points-tab';

const TABS = ['profile', 'ledger', 'bonuses', 'rewards', 'points', 'rounds', 'sessions', 'logins', 'messages'] as const;

const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** The member's account: who, how they registered, their lock, their money totals and registration extras. */
function ProfileTab({ member, currency }: { member: OpsMemberDetail; currency: string }) {
  const translate = useTranslate();
  const typeLabel = useTypeLabel();
  const yes = (b: boolean) => translate(b ? 'member.yes' : 'member.no');
  const money = (v: string) => <Typography.Text className="bo-amount">{formatMoney(v, currency)}</Typography.Text>;
  const t = member.totals;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="member-profile">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} title={translate('member.account')}>
        <Descriptions.Item label={translate('members.id')}>{member.id}</Descriptions.Item>
        <Descriptions.Item label={translate('members.username')}>{member.username}</Descriptions.Item>
        <Descriptions.Item label={translate('members.nickname')}>{dash(member.nickname)}</Descriptions.Item>
        <Descriptions.Item label={translate('members.type')}>{typeLabel(member.type)}</Descriptions.Item>
        <Descriptions.Item label={translate('members.mobile')}>{dash(formatMobile(member.mobile))}</Descriptions.Item>
        <Descriptions.Item label={translate('members.email')}>{dash(member.email)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.payeeName')}>{dash(member.payeeName)}</Descriptions.Item>
        <Descriptions.Item label={translate('members.vip')}>{dash(member.vipLevel)}</Descriptions.Item>
        <Descriptions.Item label={translate('members.agent')}>{dash(member.agent)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.affiliateCode')}>{dash(member.affiliateCode)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.referredBy')}>{dash(member.referredBy)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.bankCards')}>{member.bankCards}</Descriptions.Item>
        <Descriptions.Item label={translate('member.openSessions')}>{member.openSessions}</Descriptions.Item>
        <Descriptions.Item label={translate('member.mustChangePassword')}>{yes(member.mustChangePassword)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.passwordChangedAt')}>{dash(formatDateTime(member.passwordChangedAt))}</Descriptions.Item>
        <Descriptions.Item label={translate('members.lastLoginAt')}>{dash(formatDateTime(member.lastLoginAt))}</Descriptions.Item>
      </Descriptions>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} title={translate('member.registration')}>
        <Descriptions.Item label={translate('members.registeredAt')}>{formatDateTime(member.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.registerMethod')}>{dash(member.registerMethod)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.registerUrl')}>
          <Typography.Text style={{ wordBreak: 'break-all' }}>{dash(member.registerUrl)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={translate('member.registerIp')}>{dash(member.registerIp)}</Descriptions.Item>
        {Object.entries(member.profile).map(([k, v]) => (
          <Descriptions.Item key={k} label={translate(`member.fields.${k}`, undefined, k)}>
            {v}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} title={translate('member.totals')}>
        <Descriptions.Item label={translate('member.deposits')}>
          {money(t.deposits)} ({translate('member.count', { count: formatNumber(t.depositCount) })})
        </Descriptions.Item>
        <Descriptions.Item label={translate('member.withdrawals')}>
          {money(t.withdrawals)} ({translate('member.count', { count: formatNumber(t.withdrawalCount) })})
        </Descriptions.Item>
        <Descriptions.Item label={translate('member.pendingWithdrawals')}>{money(t.pendingWithdrawals)}</Descriptions.Item>
        <Descriptions.Item label={translate('member.validBets')}>
          {money(t.validBets)} ({translate('member.count', { count: formatNumber(t.betCount) })})
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

/** One member (opened from the search): status and actions above, the account and its history in tabs. */
export default function MemberPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { id: raw } = useParams<{ id: string }>();
  const [search, setSearch] = useSearchParams();
  const id = raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
  const { query, result: member } = useOne<OpsMemberDetail>({
    resource: 'member',
    id: id ?? 0,
    meta: { params: { id } },
    queryOptions: { enabled: id !== null },
    errorNotification: false,
  });
  const tab = TABS.find((t) => t === search.get('tab')) ?? 'profile';

  const back = (
    <Link to="/members">
      <ArrowLeftOutlined aria-hidden="true" /> {translate('member.back')}
    </Link>
  );
  if (id === null) return <Card title={back}><EmptyState text={translate('member.notFound')} /></Card>;
  if (query.isError) {
    return (
      <Card title={back}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  if (query.isLoading || !member) return <PageLoading />;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="member-detail">
      <Card>
        <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Space wrap size={[8, 4]}>
            {back}
            <Typography.Title level={4} style={{ margin: 0 }}>
              {member.username}
            </Typography.Title>
            <StatusTag status={member.status} />
            {member.vipLevel && <Tag color="gold">{member.vipLevel}</Tag>}
            {member.mustChangePassword && <Tag>{translate('member.temporaryPassword')}</Tag>}
          </Space>
          <Button size="small" icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {translate('buttons.refresh')}
          </Button>
        </Flex>
        <Flex wrap gap={24} justify="space-between" align="flex-start">
          <Flex wrap gap={32}>
            <Statistic
              title={translate('members.balance')}
              value={formatMoney(member.balance, currency)}
              valueRender={(node) => (
                <span className="bo-amount" data-testid="member-balance">
                  {node}
                </span>
              )}
            />
            <Statistic title={translate('member.pendingWithdrawals')} value={formatMoney(member.totals.pendingWithdrawals, currency)} />
            <Statistic title={translate('member.openSessions')} value={member.openSessions} />
          </Flex>
          <MemberActions member={member} onChanged={() => void query.refetch()} />
        </Flex>
        {member.lock && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            data-testid="member-lock-info"
            message={
              member.lock.until
                ? translate('member.lockedUntil', { until: formatDateTime(member.lock.until), by: member.lock.lockedBy })
                : translate('member.lockedIndefinitely', { by: member.lock.lockedBy })
            }
            description={translate('member.lockReason', { reason: member.lock.reason, at: formatDateTime(member.lock.lockedAt) })}
          />
        )}
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => setSearch(key === 'profile' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'profile', label: translate('member.profile'), children: <ProfileTab member={member} currency={currency} /> },
            { key: 'ledger', label: translate('memberLedger.memberLedger'), children: <LedgerTab memberId={member.id} currency={currency} /> },
            { key: 'bonuses', label: translate('memberTurnover.memberTurnover'), children: <BonusesTab memberId={member.id} currency={currency} /> },
            { key: 'rewards', label: translate('rewards.rewards'), children: <RewardsTab memberId={member.id} username={member.username} currency={currency} /> },
            { key: 'points', label: translate('memberPoints.memberPoints'), children: <PointsTab member={member} /> },
            { key: 'rounds', label: translate('memberRounds.memberRounds'), children: <RoundsTab memberId={member.id} currency={currency} /> },
            { key: 'sessions', label: translate('memberSessions.memberSessions'), children: <SessionsTab memberId={member.id} /> },
            { key: 'logins', label: translate('memberLogins.memberLogins'), children: <LoginsTab memberId={member.id} /> },
            { key: 'messages', label: translate('memberMessages.memberMessages'), children: <MessagesTab memberId={member.id} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
