import { useCan, useTranslate } from '@refinedev/core';
import type { AgentSiteHost } from '@wps/contract';
import { Alert, Button, Form, Input, Radio, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, useOpsTable } from '../../shared/list';
import { fieldMessages } from '../content/content-values';
import { hostOk, SITE_CHOICES, siteChoiceOf, siteHostBody, type SiteChoice } from './agent-values';

type Row = AgentSiteHost & { [key: string]: unknown };
interface HostValues {
  host: string;
  choice: SiteChoice;
}
const CHOICE_COLOR: Record<SiteChoice, string> = { member: 'green', agent: 'blue', both: 'default' };

/**
 * Agents > Site hosts: the hosts marked as the member site (only non-agents sign in there) or the agent site (only
 * agents); an unmarked host serves both. Finance and risk set a host's mark, "both" removes it (audited).
 */
export default function SiteHostsPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery } = useOpsTable<Row>('agentSiteHosts');
  const { data: canSet } = useCan({ resource: 'agentSiteHosts', action: 'set' });
  // The dialog: closed, a new host (''), or the host being changed.
  const [editing, setEditing] = useState<AgentSiteHost | '' | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = useOpsAction<AgentSiteHost[]>('agentSiteHosts', 'set', { success: translate('agentSiteHosts.saved'), onError: (e) => setErrors(fieldMessages(e)) });
  const open = (host: AgentSiteHost | '') => {
    setErrors({});
    setEditing(host);
  };
  const choiceLabel = (c: SiteChoice) => translate(`agentSiteHosts.choices.${c}`);

  const columns: TableColumnsType<Row> = [
    { title: translate('agentSiteHosts.host'), dataIndex: 'host', key: 'host', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    {
      title: translate('agentSiteHosts.serves'),
      dataIndex: 'kind',
      key: 'kind',
      render: (_, r) => (
        <Tag color={CHOICE_COLOR[siteChoiceOf(r.kind)]} data-testid="site-host-kind">
          {choiceLabel(siteChoiceOf(r.kind))}
        </Tag>
      ),
    },
    ...(canSet?.can
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_: unknown, r: Row) => (
              <Button size="small" onClick={() => open(r)} data-testid="site-host-edit">
                {translate('buttons.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListCard<Row>
        testId="agent-site-hosts"
        title={translate('agentSiteHosts.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey="host"
        columns={columns}
        emptyText={translate('agentSiteHosts.empty')}
        filters={<Typography.Text type="secondary">{translate('agentSiteHosts.help')}</Typography.Text>}
        extra={
          canSet?.can ? (
            <Button type="primary" onClick={() => open('')} data-testid="site-host-new">
              {translate('agentSiteHosts.setHost')}
            </Button>
          ) : null
        }
      />
      {/* Mounted per host: the form starts from the host it was opened on. */}
      {editing !== null && (
        <FormDialog<HostValues>
          open
          testId="site-host-form"
          title={editing ? translate('agentSiteHosts.editTitle', { host: editing.host }) : translate('agentSiteHosts.setHost')}
          okText={translate('buttons.save')}
          pending={set.pending}
          errors={errors}
          initialValues={editing ? { host: editing.host, choice: siteChoiceOf(editing.kind) } : { host: '', choice: 'agent' }}
          intro={<Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('agentSiteHosts.formHelp')} />}
          onClose={() => setEditing(null)}
          onSubmit={async (v) => {
            if (await set.run({ body: siteHostBody(v.host, v.choice) })) setEditing(null);
          }}
        >
          <Form.Item
            name="host"
            label={translate('agentSiteHosts.host')}
            extra={translate('agentSiteHosts.hostHelp')}
            rules={[
              {
                required: true,
                validator: (_, v: string) => (hostOk(v) ? Promise.resolve() : Promise.reject(new Error(translate('agentSiteHosts.hostRule')))),
              },
            ]}
          >
            <Input maxLength={253} disabled={!!editing} placeholder="agents.example.com" />
          </Form.Item>
          <Form.Item name="choice" label={translate('agentSiteHosts.serves')} rules={[{ required: true }]}>
            <Radio.Group options={SITE_CHOICES.map((c) => ({ value: c, label: choiceLabel(c) }))} />
          </Form.Item>
        </FormDialog>
      )}
    </>
  );
}
