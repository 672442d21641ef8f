import { useTranslate } from '@refinedev/core';
import type { OpsReward, RewardStatus } from '@wps/contract';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { moneyColumn, timeColumn } from './columns';

// A reward of the reward centre as Finance > Rewards and a member's Rewards tab show it: its kind and status by name,
// and one set of table and CSV columns for both (the member's own tab leaves the member out).

/** A reward kind's name (manual reward, raffle prize ...), or the kind as it came when it has none. */
export function useRewardKindLabel(): (kind: string) => string {
  const translate = useTranslate();
  return (kind: string) => translate(`rewards.kinds.${kind}`, undefined, kind);
}

const STATUS_COLOR: Record<RewardStatus, string> = { claimable: 'blue', claimed: 'green', expired: 'default' };

/** Claimable, claimed or expired, in its colour. */
export function RewardStatusTag({ status }: { status: RewardStatus }) {
  const translate = useTranslate();
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="reward-status">
      {translate(`rewards.statuses.${status}`)}
    </Tag>
  );
}

/**
 * The columns of a list of rewards and its CSV row: number, member (a link to their page, `withMember` only), kind,
 * title, amount, the turnover it asks, status, who issued it (the system when nobody did) and its three times.
 */
export function useRewardColumns(currency: string, { withMember }: { withMember: boolean }) {
  const translate = useTranslate();
  const kindLabel = useRewardKindLabel();
  const member: TableColumnsType<OpsReward> = withMember
    ? [
        {
          title: translate('rewards.member'),
          key: 'member',
          render: (_, r) => (
            <Link to={`/members/${r.memberId}`} data-testid={`reward-member-${r.id}`}>
              {r.member}
            </Link>
          ),
        },
      ]
    : [];
  const amount = moneyColumn<OpsReward>(translate('rewards.amount'), 'amount', currency);
  const columns: TableColumnsType<OpsReward> = [
    { title: translate('rewards.id'), dataIndex: 'id', key: 'id' },
    ...member,
    { title: translate('rewards.kind'), dataIndex: 'kind', key: 'kind', render: (v: string) => <Tag>{kindLabel(v)}</Tag> },
    { title: translate('rewards.titleField'), dataIndex: 'title', key: 'title' },
    // A TICKET reward carries raffle tickets, no money.
    { ...amount, render: (v: string, r, i) => (r.tickets !== null ? translate('rewards.tickets', { count: r.tickets }) : amount.render?.(v, r, i)) },
    moneyColumn(translate('rewards.turnover'), 'turnover', currency),
    { title: translate('rewards.statusTitle'), dataIndex: 'status', key: 'status', render: (v: RewardStatus) => <RewardStatusTag status={v} /> },
    {
      title: translate('rewards.issuedBy'),
      dataIndex: 'issuedBy',
      key: 'issuedBy',
      render: (v: string | null) => v ?? <Typography.Text type="secondary">{translate('rewards.system')}</Typography.Text>,
    },
    timeColumn(translate('rewards.createdAt'), 'createdAt'),
    timeColumn(translate('rewards.expiresAt'), 'expiresAt', '—'),
    timeColumn(translate('rewards.claimedAt'), 'claimedAt', '—'),
  ];
  const csv = (r: OpsReward): Record<string, unknown> => ({
    [translate('rewards.id')]: r.id,
    ...(withMember ? { [translate('rewards.memberId')]: r.memberId, [translate('rewards.member')]: r.member } : {}),
    [translate('rewards.kind')]: kindLabel(r.kind),
    [translate('rewards.titleField')]: r.title,
    [translate('rewards.amount')]: r.amount,
    [translate('rewards.turnover')]: r.turnover,
    [translate('members.currency')]: currency,
    [translate('rewards.statusTitle')]: translate(`rewards.statuses.${r.status}`),
    [translate('rewards.issuedBy')]: r.issuedBy ?? translate('rewards.system'),
    [translate('rewards.createdAt')]: r.createdAt,
    [translate('rewards.expiresAt')]: r.expiresAt ?? '',
    [translate('rewards.claimedAt')]: r.claimedAt ?? '',
  });
  return { columns, csv };
}
