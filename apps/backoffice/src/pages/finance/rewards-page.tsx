import { useTranslate } from '@refinedev/core';
import { OpsRewardsQuerySchema, REWARD_KINDS, REWARD_STATUSES, type OpsReward } from '@wps/contract';
import { Form, Input, Select } from 'antd';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { useRewardColumns, useRewardKindLabel } from '../../shared/rewards';
import { rewardFilters, rewardSearchValues, type RewardSearch } from './reward-values';

/** The longest account name the call takes. */
const MEMBER_MAX = OpsRewardsQuerySchema.shape.member.unwrap().maxLength ?? undefined;

/**
 * Finance > Rewards: the reward centre's rewards of every member, newest first, by status, kind and member (finance,
 * support and risk read; finance issues one from the member's page). Each row links to its member.
 */
export default function RewardsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const kindLabel = useRewardKindLabel();
  const { columns, csv } = useRewardColumns(currency, { withMember: true });
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsReward, RewardSearch>('rewards', { onSearch: rewardFilters });

  return (
    <ListCard<OpsReward>
      testId="rewards-list"
      title={translate('rewards.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(r) => String(r.id)}
      columns={columns}
      filters={
        <SearchForm formProps={searchFormProps} name="rewardSearch" initialValues={rewardSearchValues(filters)}>
          <Form.Item name="status" label={translate('rewards.statusTitle')}>
            <Select
              style={{ width: 160 }}
              options={[{ value: '', label: translate('rewards.allStatuses') }, ...REWARD_STATUSES.map((s) => ({ value: s, label: translate(`rewards.statuses.${s}`) }))]}
            />
          </Form.Item>
          <Form.Item name="kind" label={translate('rewards.kind')}>
            <Select style={{ width: 180 }} options={[{ value: '', label: translate('rewards.allKinds') }, ...REWARD_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))]} />
          </Form.Item>
          <Form.Item name="member" label={translate('rewards.member')}>
            <Input allowClear style={{ width: 180 }} maxLength={MEMBER_MAX} placeholder={translate('rewards.memberPlaceholder')} />
          </Form.Item>
        </SearchForm>
      }
      extra={<CsvExportButton<OpsReward> resource="rewards" filters={filters} filename="rewards" row={csv} />}
    />
  );
}
