import { useCan, useTranslate } from '@refinedev/core';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type AgentContract, type ContractKind } from '@wps/contract';
import { Alert, Button, DatePicker, Form, Input, Select, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { CreateButton } from '../../shared/editor';
import { timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { fieldMessages } from '../content/content-values';
import {
  contractFilters,
  contractSearchValues,
  createContractBody,
  newContractValues,
  overrideBody,
  overrideStatuses,
  overrideValuesOf,
  type ContractSearch,
  type CreateContractValues,
  type OverrideValues,
} from './agent-values';
import { ContractStatusTag, TierFields, TiersTable } from './contract-parts';

type Row = AgentContract & { [key: string]: unknown };
/** The calls' account search takes at most 64 characters. */
const ACCOUNT_MAX = 64;

/**
 * Agents > Contracts: every agent contract (salary, hourly salary, dividend) by kind, status and account, its tiers in
 * the expanded row, finance's override (terms, status, an earlier start; audited) and a new top-level agent's contract
 * with the merchant (active at once, retiring its previous one of the kind).
 */
export default function AgentContractsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Row, ContractSearch>('agentContracts', { onSearch: contractFilters });
  const { data: canEdit } = useCan({ resource: 'agentContracts', action: 'edit' });
  const [editing, setEditing] = useState<AgentContract | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  // Field messages on their fields where the form has one (account, status, effectiveFrom, note); tier messages
  // (`salaryTiers.0.amount`) have no single field, so every message also shows above the form.
  const refused = (error: unknown) => {
    const fields = fieldMessages(error);
    setErrors(fields);
    const message = (error as { message?: string } | null)?.message;
    setRefusal([message, ...Object.entries(fields).map(([k, v]) => `${k}: ${v}`)].filter(Boolean).join(' · ') || null);
  };
  const save = useOpsAction<AgentContract>('agentContracts', 'edit', { success: translate('agentContracts.saved'), invalidate: ['agentStatements'], onError: refused });
  const create = useOpsAction<AgentContract>('agentContracts', 'create', {
    success: (c) => translate('agentContracts.created', { id: c.id, downline: c.downline }),
    invalidate: ['agentStatements'],
    onError: refused,
  });
  const kindLabel = (k: ContractKind) => translate(`agentContracts.kinds.${k}`);
  const open = (c: AgentContract) => {
    setErrors({});
    setRefusal(null);
    setEditing(c);
  };
  const openNew = () => {
    setErrors({});
    setRefusal(null);
    setCreating(true);
  };
  const refusalAlert = refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusal} data-testid="agent-contract-refusal" />;
  const submit = async (c: AgentContract, v: OverrideValues) => {
    const body = overrideBody(c, v);
    if (!body) {
      setEditing(null);
      return;
    }
    setRefusal(null);
    if (await save.run({ params: { id: c.id }, body })) setEditing(null);
  };

  const columns: TableColumnsType<Row> = [
    { title: translate('agentContracts.id'), dataIndex: 'id', key: 'id' },
    { title: translate('agentContracts.kind'), dataIndex: 'kind', key: 'kind', render: (k: ContractKind) => kindLabel(k) },
    { title: translate('agentContracts.status'), dataIndex: 'status', key: 'status', render: (_, r) => <ContractStatusTag status={r.status} /> },
    { title: translate('agentContracts.upline'), dataIndex: 'upline', key: 'upline', render: (v: string | null) => v ?? translate('agentContracts.merchant') },
    { title: translate('agentContracts.downline'), dataIndex: 'downline', key: 'downline', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    { title: translate('agentContracts.tiers'), key: 'tiers', align: 'right', render: (_, r) => r.salaryTiers.length + r.dividendTiers.length },
    timeColumn(translate('agentContracts.createdAt'), 'createdAt'),
    timeColumn(translate('agentContracts.decidedAt'), 'decidedAt', '—'),
    timeColumn(translate('agentContracts.effectiveFrom'), 'effectiveFrom', '—'),
    ...(canEdit?.can
      ? [
          {
            title: translate('table.actions'),
            key: 'actions',
            render: (_: unknown, r: Row) => (
              <Button size="small" onClick={() => open(r)} data-testid="agent-contract-override">
                {translate('agentContracts.override')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListCard<Row>
        testId="agent-contracts"
        title={translate('agentContracts.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        expandable={{ expandedRowRender: (r) => <TiersTable contract={r} currency={currency} /> }}
        extra={<CreateButton resource="agentContracts" label={translate('agentContracts.newContract')} testId="agent-contract-new" onClick={openNew} />}
        filters={
          <SearchForm formProps={searchFormProps} name="agentContractSearch" initialValues={contractSearchValues(filters)}>
            <Form.Item name="kind" label={translate('agentContracts.kind')}>
              <Select style={{ width: 170 }} options={[{ value: '', label: translate('agentContracts.allKinds') }, ...CONTRACT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))]} />
            </Form.Item>
            <Form.Item name="status" label={translate('agentContracts.status')}>
              <Select
                style={{ width: 150 }}
                options={[{ value: '', label: translate('agentContracts.allStatuses') }, ...CONTRACT_STATUSES.map((s) => ({ value: s, label: translate(`agentContracts.statuses.${s}`) }))]}
              />
            </Form.Item>
            <Form.Item name="account" label={translate('agentContracts.account')}>
              <Input allowClear style={{ width: 180 }} maxLength={ACCOUNT_MAX} />
            </Form.Item>
          </SearchForm>
        }
      />
      {editing && (
        <FormDialog<OverrideValues>
          open
          width={720}
          testId="agent-contract-form"
          title={translate('agentContracts.overrideTitle', { id: editing.id, kind: kindLabel(editing.kind), downline: editing.downline })}
          okText={translate('buttons.save')}
          pending={save.pending}
          initialValues={overrideValuesOf(editing)}
          errors={errors}
          intro={
            <>
              <Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('agentContracts.overrideHelp')} />
              {refusalAlert}
            </>
          }
          onClose={() => setEditing(null)}
          onSubmit={(v) => void submit(editing, v)}
        >
          <Form.Item name="status" label={translate('agentContracts.newStatus')}>
            <Select
              style={{ width: 220 }}
              options={[
                { value: '', label: translate('agentContracts.keepStatus', { status: translate(`agentContracts.statuses.${editing.status}`) }) },
                ...overrideStatuses(editing.status).map((s) => ({ value: s, label: translate(`agentContracts.statuses.${s}`) })),
              ]}
            />
          </Form.Item>
          <Form.Item label={translate('agentContracts.tiers')} extra={translate(editing.kind === 'DIVIDEND' ? 'agentContracts.dividendHelp' : 'agentContracts.salaryHelp')}>
            <TierFields kind={editing.kind} currency={currency} />
          </Form.Item>
          <Form.Item name="effectiveFrom" label={translate('agentContracts.effectiveFrom')} extra={translate('agentContracts.effectiveFromHelp')}>
            <DatePicker showTime style={{ width: 240 }} disabledDate={(d) => d.isAfter(dayjs())} />
          </Form.Item>
          <Form.Item name="note" label={translate('agentContracts.note')}>
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
        </FormDialog>
      )}
      {creating && (
        <FormDialog<CreateContractValues>
          open
          width={720}
          testId="agent-contract-new-form"
          title={translate('agentContracts.newContract')}
          okText={translate('buttons.create')}
          pending={create.pending}
          initialValues={newContractValues()}
          errors={errors}
          intro={
            <>
              <Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('agentContracts.newHelp')} />
              {refusalAlert}
            </>
          }
          onClose={() => setCreating(false)}
          onSubmit={async (v) => {
            setRefusal(null);
            if (await create.run({ body: createContractBody(v) })) setCreating(false);
          }}
        >
          <Form.Item name="account" label={translate('agentContracts.agentAccount')} extra={translate('agentContracts.agentAccountHelp')} rules={[{ required: true, whitespace: true, message: translate('agentContracts.accountRule') }]}>
            <Input maxLength={ACCOUNT_MAX} style={{ width: 240 }} />
          </Form.Item>
          <NewContractTerms kindLabel={kindLabel} currency={currency} />
        </FormDialog>
      )}
    </>
  );
}

/** The new contract's kind and the tiers of that kind: another kind starts the tiers afresh (their fields differ). */
function NewContractTerms({ kindLabel, currency }: { kindLabel: (k: ContractKind) => string; currency: string }) {
  const translate = useTranslate();
  const form = Form.useFormInstance<CreateContractValues>();
  const kind = Form.useWatch('kind', form) ?? newContractValues().kind;
  return (
    <>
      <Form.Item name="kind" label={translate('agentContracts.kind')} rules={[{ required: true }]}>
        <Select<ContractKind>
          style={{ width: 240 }}
          options={CONTRACT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          onChange={() => form.setFieldValue('tiers', newContractValues().tiers)}
        />
      </Form.Item>
      <Form.Item label={translate('agentContracts.tiers')} extra={translate(kind === 'DIVIDEND' ? 'agentContracts.dividendHelp' : 'agentContracts.salaryHelp')}>
        <TierFields kind={kind} currency={currency} />
      </Form.Item>
    </>
  );
}
