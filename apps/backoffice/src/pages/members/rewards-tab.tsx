import type { OpsReward } from '@wps/contract';
import { useRewardColumns } from '../../shared/rewards';
import { HistoryTable } from './member-tabs';

/**
 * Rewards: the member's rewards of the reward centre, newest first, claimable, claimed or expired. The list call
 * takes no member id, only an account name: the member's own.
 */
export function RewardsTab({ memberId, username, currency }: { memberId: number; username: string; currency: string }) {
  const { columns, csv } = useRewardColumns(currency, { withMember: false });
  return <HistoryTable<OpsReward> resource="rewards" memberId={memberId} query={{ member: username }} rowKey="id" columns={columns} csv={csv} />;
}
