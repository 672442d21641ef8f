import { PlusOutlined } from '@ant-design/icons';
import { CanAccess, useTranslate } from '@refinedev/core';
import { OPS_MEMBER_SEARCH_BY, OPS_MEMBER_STATUSES, type OpsCreatedMember, type OpsMemberRow } from '@wps/contract';
import { Button, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, textColumn, timeColumn } from '../../shared/columns';
import { CsvExportButton, ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { CreateMemberModal } from './create-member-modal';
import { formatMobile, memberSearchFilters, memberSearchValues, searchTextProblem, type MemberSearch } from './member-format';
import { StatusTag, useTypeLabel } from './member-ui';

/** Member search (support; finance and risk read): by account, mobile, e-mail, id or agent, a status, CSV, new member. */
export default function MembersPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const currency = useCurrency();
  const typeLabel = useTypeLabel();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<OpsMemberRow, MemberSearch>('members', { onSearch: memberSearchFilters });
  const [creating, setCreating] = useState(false);
  const create = useOpsAction<OpsCreatedMember>('members', 'create', { success: (m) => translate('members.created', { username: m?.username ?? '' }) });

  const columns: TableColumnsType<OpsMemberRow> = [
    {
      title: translate('members.username'),
      dataIndex: 'username',
      key: 'username',
      render: (v: string, m) => (
        <Link to={`/members/${m.id}`} data-testid={`member-link-${v}`}>
          {v}
        </Link>
      ),
    },
    textColumn(translate('members.nickname'), 'nickname'),
    { title: translate('members.type'), dataIndex: 'type', key: 'type', render: (v: number) => typeLabel(v) },
    { title: translate('members.mobile'), dataIndex: 'mobile', key: 'mobile', render: (v: string | null) => formatMobile(v) || '—' },
    textColumn(translate('members.email'), 'email'),
    moneyColumn(translate('members.balance'), 'balance', currency),
    {
      title: translate('members.statusTitle'),
      dataIndex: 'status',
      key: 'status',
      render: (v: OpsMemberRow['status']) => <StatusTag status={v} />,
    },
    textColumn(translate('members.vip'), 'vipLevel'),
    timeColumn(translate('members.registeredAt'), 'registeredAt'),
    timeColumn(translate('members.lastLoginAt'), 'lastLoginAt', '—'),
    textColumn(translate('members.agent'), 'agent'),
  ];

  return (
    <>
      <ListCard<OpsMemberRow>
        testId="members-list"
        title={translate('members.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(m) => String(m.id)}
        rowLink={(m) => `/members/${m.id}`}
        columns={columns}
        filters={
          <SearchForm formProps={searchFormProps} name="memberSearch" initialValues={memberSearchValues(filters)}>
            <Form.Item name="by" label={translate('members.searchBy')}>
              <Select style={{ width: 140 }} options={OPS_MEMBER_SEARCH_BY.map((b) => ({ value: b, label: translate(`members.by.${b}`) }))} />
            </Form.Item>
            <Form.Item
              name="q"
              label={translate('members.search')}
              dependencies={['by']}
              rules={[
                { max: 64, message: translate('members.searchTooLong', { max: 64 }) },
                ({ getFieldValue }) => ({
                  validator: (_, q: string | undefined) => {
                    const problem = searchTextProblem(q, getFieldValue('by') as MemberSearch['by']);
                    return problem ? Promise.reject(new Error(translate(`members.searchRule.${problem}`))) : Promise.resolve();
                  },
                }),
              ]}
            >
              <Input allowClear style={{ width: 220 }} placeholder={translate('members.searchPlaceholder')} />
            </Form.Item>
            <Form.Item name="status" label={translate('members.statusTitle')}>
              <Select
                style={{ width: 140 }}
                options={[{ value: '', label: translate('members.allStatuses') }, ...OPS_MEMBER_STATUSES.map((s) => ({ value: s, label: translate(`members.status.${s}`) }))]}
              />
            </Form.Item>
          </SearchForm>
        }
        extra={
          <>
            <CsvExportButton<OpsMemberRow>
              resource="members"
              filters={filters}
              filename="members"
              row={(m) => ({
                [translate('members.id')]: m.id,
                [translate('members.username')]: m.username,
                [translate('members.nickname')]: m.nickname ?? '',
                [translate('members.type')]: typeLabel(m.type),
                [translate('members.mobile')]: formatMobile(m.mobile),
                [translate('members.email')]: m.email ?? '',
                [translate('members.balance')]: m.balance,
                [translate('members.currency')]: currency,
                [translate('members.statusTitle')]: translate(`members.status.${m.status}`),
                [translate('members.vip')]: m.vipLevel ?? '',
                [translate('members.registeredAt')]: m.registeredAt,
                [translate('members.lastLoginAt')]: m.lastLoginAt ?? '',
                [translate('members.agent')]: m.agent ?? '',
              })}
            />
            <CanAccess resource="members" action="create">
              <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setCreating(true)}>
                {translate('members.create')}
              </Button>
            </CanAccess>
          </>
        }
      />
      <CreateMemberModal
        open={creating}
        pending={create.pending}
        onClose={() => setCreating(false)}
        onSubmit={async (body) => {
          const created = await create.run({ body });
          if (!created) return;
          setCreating(false);
          void navigate(`/members/${created.id}`);
        }}
      />
    </>
  );
}
