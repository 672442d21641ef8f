import { useCan, useList, useTranslate } from '@refinedev/core';
import { AGENT_PAGE_SIZE, REBATE_BP_MAX, rebatePercent, type OpsAgentNode } from '@wps/contract';
import { Alert, Button, Form, Input, InputNumber, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { EmptyState, ErrorState } from '../../shared/states';
import { fieldMessages, filterValue } from '../content/content-values';
import { agentBody, agentValuesOf, rebateToBp, treeFilters, type AgentValues, type TreeSearch } from './agent-values';

type Node = OpsAgentNode & { [key: string]: unknown };
/** The calls' account search takes at most 64 characters. */
const ACCOUNT_MAX = 64;

/**
 * Agents > Agent tree: the top-level agents (or an account searched), each row expanding to its direct downlines read
 * when opened, any depth; each with its team size, rebate and sub-agent quota, which finance and risk edit (audited;
 * the server keeps a rebate between the upline's and the downlines' highest).
 */
export default function AgentTreePage() {
  const translate = useTranslate();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Node, TreeSearch>('agentTree', { onSearch: treeFilters });
  const { data: canEdit } = useCan({ resource: 'agentTree', action: 'edit' });
  const [editing, setEditing] = useState<OpsAgentNode | null>(null);
  const columns = useTreeColumns(canEdit?.can ? setEditing : undefined);
  return (
    <>
      <ListCard<Node>
        testId="agent-tree"
        title={translate('agentTree.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.memberId)}
        columns={columns}
        expandable={downlines(setEditing, canEdit?.can ?? false)}
        filters={
          <SearchForm formProps={searchFormProps} name="agentTreeSearch" initialValues={{ account: filterValue(filters, 'account') }}>
            <Form.Item name="account" label={translate('agentTree.account')}>
              <Input allowClear style={{ width: 200 }} maxLength={ACCOUNT_MAX} />
            </Form.Item>
          </SearchForm>
        }
      />
      <AgentDialog agent={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** Rows expand when the agent has direct downlines; the downlines' table is read when the row opens. */
const downlines = (edit: (n: OpsAgentNode) => void, canEdit: boolean) => ({
  rowExpandable: (r: OpsAgentNode) => r.directCount > 0,
  expandedRowRender: (r: OpsAgentNode) => <Downlines parent={r} edit={edit} canEdit={canEdit} />,
});

function Downlines({ parent, edit, canEdit }: { parent: OpsAgentNode; edit: (n: OpsAgentNode) => void; canEdit: boolean }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { result, query } = useList<Node>({
    resource: 'agentTree',
    filters: [{ field: 'parentId', operator: 'eq', value: parent.memberId }],
    pagination: { currentPage: page, pageSize: AGENT_PAGE_SIZE },
    errorNotification: false,
  });
  const columns = useTreeColumns(canEdit ? edit : undefined);
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<Node>
      data-testid={`agent-downlines-${parent.account}`}
      size="small"
      loading={query.isLoading}
      dataSource={result.data}
      rowKey={(r) => String(r.memberId)}
      columns={columns}
      expandable={downlines(edit, canEdit)}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <EmptyState /> }}
      pagination={
        (result.total ?? 0) > AGENT_PAGE_SIZE
          ? { current: page, pageSize: AGENT_PAGE_SIZE, total: result.total, onChange: setPage, showTotal: (total) => translate('list.total', { total }) }
          : false
      }
    />
  );
}

function useTreeColumns(edit?: (n: OpsAgentNode) => void): TableColumnsType<Node> {
  const translate = useTranslate();
  return [
    {
      title: translate('agentTree.account'),
      key: 'account',
      render: (_, r) => (
        <Link to={`/members/${r.memberId}`} data-testid="agent-account">
          {r.account}
        </Link>
      ),
    },
    {
      title: translate('agentTree.type'),
      dataIndex: 'memberType',
      key: 'type',
      render: (t: number) => <Tag color={[1, 2, 41, 42].includes(t) ? 'blue' : 'default'}>{translate([1, 2, 41, 42].includes(t) ? 'agentTree.agent' : 'agentTree.member')}</Tag>,
    },
    { title: translate('agentTree.upline'), dataIndex: 'uplineAccount', key: 'upline', render: (v: string | null) => v ?? '—' },
    { title: translate('agentTree.depth'), dataIndex: 'depth', key: 'depth', align: 'right' },
    { title: translate('agentTree.directCount'), dataIndex: 'directCount', key: 'directCount', align: 'right' },
    { title: translate('agentTree.teamSize'), dataIndex: 'teamSize', key: 'teamSize', align: 'right' },
    { title: translate('agentTree.rebate'), dataIndex: 'rebateBp', key: 'rebate', align: 'right', render: (bp: number) => `${rebatePercent(bp)}%` },
    { title: translate('agentTree.quota'), dataIndex: 'subAgentQuota', key: 'quota', align: 'right' },
    timeColumn(translate('agentTree.registeredAt'), 'registeredAt'),
    ...(edit
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_: unknown, r: Node) => (
              <Button size="small" onClick={() => edit(r)} data-testid="agent-edit">
                {translate('buttons.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];
}

/** Rebate (percent, 2 decimals) and sub-agent quota of one agent; the server's refusal shows on its field. */
function AgentDialog({ agent, onClose }: { agent: OpsAgentNode | null; onClose: () => void }) {
  const translate = useTranslate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useOpsAction<OpsAgentNode>('agentTree', 'edit', {
    success: translate('agentTree.saved'),
    onError: (error) => {
      const fields = fieldMessages(error);
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === 'rebateBp' ? 'rebate' : k, v])));
      setRefusal((error as { message?: string } | null)?.message ?? null);
    },
  });
  if (!agent) return null;
  const submit = async (v: AgentValues) => {
    const body = agentBody(agent, v);
    if (!body) return onClose();
    setRefusal(null);
    if (await save.run({ params: { id: agent.memberId }, body })) onClose();
  };
  return (
    <FormDialog<AgentValues>
      open
      testId="agent-form"
      title={translate('agentTree.editTitle', { account: agent.account })}
      okText={translate('buttons.save')}
      pending={save.pending}
      initialValues={agentValuesOf(agent)}
      errors={errors}
      intro={refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusal} data-testid="agent-refusal" />}
      onClose={() => {
        setErrors({});
        setRefusal(null);
        onClose();
      }}
      onSubmit={(v) => void submit(v)}
    >
      <Form.Item
        name="rebate"
        label={translate('agentTree.rebatePct')}
        extra={translate('agentTree.rebateHelp')}
        rules={[
          {
            required: true,
            validator: (_, v: string) =>
              rebateToBp(v) !== undefined
                ? Promise.resolve()
                : Promise.reject(new Error(translate('agentTree.rebateRule', { max: rebatePercent(REBATE_BP_MAX) }))),
          },
        ]}
      >
        <Input inputMode="decimal" suffix="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="subAgentQuota" label={translate('agentTree.quota')} extra={translate('agentTree.quotaHelp')} rules={[{ required: true, type: 'integer', min: 0, max: 100_000, message: translate('agentTree.quotaRule') }]}>
        <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Typography.Text type="secondary">{translate('agentTree.teamLine', { team: agent.teamSize, direct: agent.directCount })}</Typography.Text>
    </FormDialog>
  );
}
