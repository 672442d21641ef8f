import { useTranslate, type CrudFilter } from '@refinedev/core';
import type { OpsMissionCompletion } from '@wps/contract';
import { Form, Input, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { RewardStatusTag } from '../../shared/rewards';
import { fieldFilter, filterValue } from './content-values';

/** The longest account name the call takes (OpsMissionCompletionsQuerySchema). */
const MEMBER_MAX = 32;

interface CompletionSearch {
  missionId?: string;
  member?: string;
}
const completionFilters = (v: CompletionSearch): CrudFilter[] => [...fieldFilter('missionId', v.missionId?.trim()), ...fieldFilter('member', v.member?.trim())];

/**
 * Content > Mission completions: who completed which mission in which period, newest first, and where its reward
 * stands in the reward centre (waiting, claimed, expired); by mission and member.
 */
export default function MissionCompletionsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsMissionCompletion, CompletionSearch>('missionCompletions', {
    onSearch: completionFilters,
  });
  const columns: TableColumnsType<OpsMissionCompletion> = [
    timeColumn(translate('missionCompletions.completedAt'), 'completedAt'),
    {
      title: translate('missionCompletions.member'),
      key: 'member',
      render: (_, c) => <Link to={`/members/${c.memberId}`}>{c.member}</Link>,
    },
    { title: translate('missionCompletions.mission'), dataIndex: 'title', key: 'title' },
    { title: translate('missionCompletions.periodKey'), key: 'periodKey', render: (_, c) => `${translate(`missions.periods.${c.period}`)} ${c.periodKey.slice(1)}` },
    { title: translate('missionCompletions.progress'), key: 'progress', render: (_, c) => `${c.progress} / ${c.target}` },
    { title: translate('missions.reward'), key: 'reward', render: (_, c) => `${c.reward} ${currency}` },
    {
      title: translate('missionCompletions.rewardStatus'),
      key: 'rewardStatus',
      render: (_, c) => (c.rewardStatus ? <RewardStatusTag status={c.rewardStatus} /> : '—'),
    },
  ];
  return (
    <ListCard<OpsMissionCompletion>
      testId="mission-completions-list"
      title={translate('missionCompletions.title')}
      tableProps={tableProps}
      query={tableQuery}
      rowKey={(c) => `${c.missionId}-${c.memberId}-${c.periodKey}`}
      columns={columns}
      filters={
        <SearchForm
          formProps={searchFormProps}
          name="completionSearch"
          initialValues={{ missionId: filterValue(filters, 'missionId'), member: filterValue(filters, 'member') }}
        >
          <Form.Item name="missionId" label={translate('missionCompletions.missionId')}>
            <Input allowClear style={{ width: 120 }} inputMode="numeric" maxLength={10} />
          </Form.Item>
          <Form.Item name="member" label={translate('missionCompletions.member')}>
            <Input allowClear style={{ width: 180 }} maxLength={MEMBER_MAX} />
          </Form.Item>
        </SearchForm>
      }
      extra={
        <CsvExportButton<OpsMissionCompletion>
          resource="missionCompletions"
          filters={filters}
          filename="mission-completions"
          row={(c) => ({
            [translate('missionCompletions.completedAt')]: c.completedAt,
            [translate('missionCompletions.member')]: c.member,
            [translate('missionCompletions.mission')]: c.title,
            [translate('missionCompletions.periodKey')]: c.periodKey,
            [translate('missionCompletions.progress')]: c.progress,
            [translate('missions.target')]: c.target,
            [translate('missions.reward')]: c.reward,
            [translate('members.currency')]: currency,
            [translate('missionCompletions.rewardStatus')]: c.rewardStatus ? translate(`rewards.statuses.${c.rewardStatus}`) : '',
          })}
        />
      }
    />
  );
}
