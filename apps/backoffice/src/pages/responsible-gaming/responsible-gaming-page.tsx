import { CanAccess, useCustom, useTranslate, type CrudFilter } from '@refinedev/core';
import { RG_TOOLS, type OpsRgMember, type OpsRgToolRow, type RgTool } from '@wps/contract';
import { Button, Card, DatePicker, Descriptions, Form, Input, Radio, Select, Spin, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { ErrorState } from '../../shared/states';

type Row = OpsRgToolRow & { [key: string]: unknown };

/** The tool picked as the list call's filter. */
export const rgFilters = (v: { tool?: RgTool }): CrudFilter[] => [{ field: 'tool', operator: 'eq', value: v.tool ?? 'exclusion' }];

/**
 * Responsible gaming (issue 29, risk): the members under each tool (a limit of a kind, a time-out or a self-exclusion
 * in force), and one member's limits with their use and raises waiting, the break with its end, the history; the risk
 * team lengthens a break (never shortens it: the server refuses), audited.
 */
export default function ResponsibleGamingPage() {
  const translate = useTranslate();
  const [member, setMember] = useState<number | null>(null);
  const { tableProps, tableQuery, searchFormProps } = useOpsTable<Row, { tool?: RgTool }>('rgMembers', { onSearch: rgFilters, initialFilters: rgFilters({}) });
  const columns: TableColumnsType<Row> = [
    { title: translate('rgMembers.member'), dataIndex: 'member', key: 'member', render: (v: string, r) => <Button type="link" onClick={() => setMember(r.memberId)}>{v}</Button> },
    { title: translate('rgMembers.tool'), dataIndex: 'tool', key: 'tool', render: (v: RgTool) => translate(`rgMembers.tools.${v}`) },
    { title: translate('rgMembers.amount'), dataIndex: 'amount', key: 'amount', render: (v: string | null) => v ?? '' },
    { title: translate('rgMembers.until'), dataIndex: 'until', key: 'until', render: (v: string | null, r) => (v ? new Date(v).toLocaleString() : r.tool === 'exclusion' ? translate('rgMembers.forever') : '') },
    timeColumn(translate('rgMembers.since'), 'since'),
  ];
  return (
    <>
      <ListCard<Row>
        testId="rg-members"
        title={translate('rgMembers.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.memberId)}
        columns={columns}
        filters={
          <SearchForm formProps={searchFormProps} name="rgSearch" initialValues={{ tool: 'exclusion' }}>
            <Form.Item name="tool" label={translate('rgMembers.tool')}>
              <Select style={{ width: 200 }} options={RG_TOOLS.map((t) => ({ value: t, label: translate(`rgMembers.tools.${t}`) }))} />
            </Form.Item>
          </SearchForm>
        }
      />
      {member !== null ? <RgMemberCard id={member} /> : null}
    </>
  );
}

/** One member's limits, break and history, with the lengthen action. */
function RgMemberCard({ id }: { id: number }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const { query, result } = useCustom<OpsRgMember>({ url: 'opsRgMember', method: 'get', meta: { params: { id } }, errorNotification: false });
  const extend = useOpsAction<OpsRgMember>('rgMembers', 'extend', { success: translate('rgMembers.extended') });
  if (query.isLoading) return <Spin />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const m = result.data as OpsRgMember | undefined;
  if (!m?.limits) return null;
  const set = m.limits.filter((l) => l.amount !== null || l.pending !== null);
  const submit = async (v: { kind: 'timeout' | 'exclusion'; forever?: boolean; until?: Dayjs; reason: string }) => {
    const until = v.kind === 'exclusion' && v.forever ? null : (v.until?.toISOString() ?? null);
    const done = await extend.run({ params: { id }, body: { kind: v.kind, until, reason: v.reason } });
    if (done) {
      setOpen(false);
      void query.refetch();
    }
  };
  return (
    <Card title={translate('rgMembers.memberTitle', { member: m.member })} style={{ marginTop: 16 }} data-testid="rg-member">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={translate('rgMembers.break')}>
          {m.active ? `${translate(`rgMembers.tools.${m.active.kind}`)} — ${m.active.until ? new Date(m.active.until).toLocaleString() : translate('rgMembers.forever')}` : translate('rgMembers.none')}
        </Descriptions.Item>
      </Descriptions>
      <CanAccess resource="rgMembers" action="extend">
        <Button danger onClick={() => setOpen(true)} style={{ marginBottom: 16 }}>
          {translate('rgMembers.extend')}
        </Button>
      </CanAccess>
      <Typography.Title level={5}>{translate('rgMembers.limits')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(l) => `${l.kind}:${l.period}`}
        dataSource={set}
        columns={[
          { title: translate('rgMembers.tool'), dataIndex: 'kind', render: (v: string) => translate(`rgMembers.tools.${v}`) },
          { title: translate('rgMembers.period'), dataIndex: 'period', render: (v: string) => translate(`rgMembers.periods.${v}`) },
          { title: translate('rgMembers.amount'), dataIndex: 'amount', render: (v: string | null) => v ?? translate('rgMembers.none') },
          { title: translate('rgMembers.used'), dataIndex: 'used' },
          {
            title: translate('rgMembers.pending'),
            key: 'pending',
            render: (_, l) => (l.pending ? `${l.pending.amount ?? translate('rgMembers.removed')} — ${new Date(l.pending.effectiveAt).toLocaleString()}` : ''),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {translate('rgMembers.history')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(h) => `${h.at}:${h.action}`}
        dataSource={m.history}
        columns={[
          { title: translate('rgMembers.at'), dataIndex: 'at', render: (v: string) => new Date(v).toLocaleString() },
          { title: translate('rgMembers.action'), dataIndex: 'action', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
          { title: translate('rgMembers.detail'), key: 'detail', render: (_, h) => [h.kind, h.period, h.amount, h.until].filter(Boolean).join(' · ') },
          { title: translate('rgMembers.by'), dataIndex: 'by' },
        ]}
      />
      <FormDialog<{ kind: 'timeout' | 'exclusion'; forever?: boolean; until?: Dayjs; reason: string }>
        open={open}
        title={translate('rgMembers.extend')}
        okText={translate('rgMembers.extend')}
        danger
        pending={extend.pending}
        onSubmit={(v) => void submit(v)}
        onClose={() => setOpen(false)}
        testId="rg-extend"
        intro={translate('rgMembers.extendHelp')}
        initialValues={{ kind: m.active?.kind ?? 'exclusion' }}
      >
        <Form.Item name="kind" label={translate('rgMembers.tool')}>
          <Radio.Group options={(['timeout', 'exclusion'] as const).map((k) => ({ value: k, label: translate(`rgMembers.tools.${k}`) }))} />
        </Form.Item>
        <Form.Item name="until" label={translate('rgMembers.until')}>
          <DatePicker showTime />
        </Form.Item>
        <Form.Item name="forever" label={translate('rgMembers.forever')}>
          <Radio.Group options={[{ value: true, label: translate('rgMembers.yes') }, { value: false, label: translate('rgMembers.no') }]} />
        </Form.Item>
        <Form.Item name="reason" label={translate('rgMembers.reason')} rules={[{ required: true, message: translate('rgMembers.reasonRequired') }]}>
          <Input maxLength={200} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
