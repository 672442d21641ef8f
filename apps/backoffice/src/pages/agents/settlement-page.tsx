import { CanAccess, useCan, useTranslate } from '@refinedev/core';
import { CONTRACT_KINDS, STATEMENT_STATUSES, type AgentStatement, type ContractKind, type OpsJobRun, type StatementStatus } from '@wps/contract';
import { Alert, Button, Descriptions, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { Money, useCurrency } from '../../shared/money';
import { fieldMessages } from '../content/content-values';
import { latestSettlementPeriod, settlementPeriodOk, statementFilters, statementSearchValues, type StatementSearch } from './agent-values';

type Row = AgentStatement & { [key: string]: unknown };
interface RunValues {
  kind: ContractKind;
  period: string;
}
const STATUS_COLOR: Record<StatementStatus, string> = { PAID: 'green', UNPAID: 'orange' };
/** The calls' account search takes at most 64 characters. */
const ACCOUNT_MAX = 64;

/**
 * Agents > Settlement: the salary and dividend statements (paid, or unpaid while the payer's balance is short) by kind,
 * status, period and account; finance runs a kind's settlement for a finished period now (audited; contracts already
 * paid for it are not paid again). The runs themselves are listed under Finance > Scheduled jobs with the VIP jobs.
 */
export default function AgentSettlementPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Row, StatementSearch>('agentStatements', { onSearch: statementFilters });
  const { data: canRun } = useCan({ resource: 'agentStatements', action: 'run' });
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ContractKind>('DAILY_SALARY');
  const [last, setLast] = useState<OpsJobRun | null | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const kindLabel = (k: ContractKind) => translate(`agentContracts.kinds.${k}`);
  const run = useOpsAction<OpsJobRun | null>('agentStatements', 'run', {
    success: (r) => (r ? translate('agentSettlement.ran', { period: r.period, paid: r.paid }) : translate('agentSettlement.busy')),
    invalidate: ['jobRuns'],
    onError: (error) => setErrors(fieldMessages(error)),
  });

  const columns: TableColumnsType<Row> = [
    { title: translate('agentContracts.kind'), dataIndex: 'kind', key: 'kind', render: (k: ContractKind) => kindLabel(k) },
    { title: translate('agentSettlement.period'), dataIndex: 'period', key: 'period' },
    { title: translate('agentContracts.upline'), dataIndex: 'upline', key: 'upline', render: (v: string | null) => v ?? translate('agentContracts.merchant') },
    { title: translate('agentContracts.downline'), dataIndex: 'downline', key: 'downline' },
    { title: translate('agentSettlement.contract'), dataIndex: 'contractId', key: 'contract', align: 'right' },
    moneyColumn(translate('agentSettlement.validBet'), 'validBet', currency),
    moneyColumn(translate('agentSettlement.netLoss'), 'netLoss', currency),
    { title: translate('agentSettlement.activeMembers'), dataIndex: 'activeMembers', key: 'active', align: 'right' },
    { title: translate('agentSettlement.tier'), dataIndex: 'tier', key: 'tier', align: 'right', render: (t: number) => (t < 0 ? '—' : t + 1) },
    moneyColumn(translate('agentSettlement.amount'), 'amount', currency),
    {
      title: translate('agentSettlement.status'),
      dataIndex: 'status',
      key: 'status',
      render: (s: StatementStatus) => (
        <Tag color={STATUS_COLOR[s]} data-testid="agent-statement-status">
          {translate(`agentSettlement.statuses.${s}`)}
        </Tag>
      ),
    },
    timeColumn(translate('agentSettlement.paidAt'), 'paidAt', '—'),
  ];

  return (
    <>
      {last !== undefined && (
        <Alert
          style={{ marginBottom: 16 }}
          type={last ? (last.status === 'failed' ? 'warning' : 'success') : 'info'}
          showIcon
          closable
          onClose={() => setLast(undefined)}
          data-testid="agent-settlement-result"
          message={last ? translate('agentSettlement.resultTitle', { job: translate(`jobRuns.jobs.${last.job}`, undefined, last.job), period: last.period }) : translate('agentSettlement.busy')}
          description={
            last && (
              <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }}>
                <Descriptions.Item label={translate('jobRuns.status')}>{translate(`jobRuns.statuses.${last.status}`)}</Descriptions.Item>
                <Descriptions.Item label={translate('agentSettlement.contractsPaid')}>{last.paid}</Descriptions.Item>
                <Descriptions.Item label={translate('jobRuns.amount')}>
                  <Money amount={last.amount} currency={currency} />
                </Descriptions.Item>
                <Descriptions.Item label={translate('jobRuns.failed')}>{last.failed}</Descriptions.Item>
                {last.error && <Descriptions.Item label={translate('agentSettlement.error')}>{last.error}</Descriptions.Item>}
              </Descriptions>
            )
          }
        />
      )}
      <ListCard<Row>
        testId="agent-statements"
        title={translate('agentStatements.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        filters={
          <>
            <SearchForm formProps={searchFormProps} name="agentStatementSearch" initialValues={statementSearchValues(filters)}>
              <Form.Item name="kind" label={translate('agentContracts.kind')}>
                <Select style={{ width: 170 }} options={[{ value: '', label: translate('agentContracts.allKinds') }, ...CONTRACT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))]} />
              </Form.Item>
              <Form.Item name="status" label={translate('agentSettlement.status')}>
                <Select
                  style={{ width: 140 }}
                  options={[{ value: '', label: translate('agentContracts.allStatuses') }, ...STATEMENT_STATUSES.map((s) => ({ value: s, label: translate(`agentSettlement.statuses.${s}`) }))]}
                />
              </Form.Item>
              <Form.Item name="period" label={translate('agentSettlement.period')}>
                <Input allowClear style={{ width: 150 }} maxLength={16} placeholder="2026-11-24" />
              </Form.Item>
              <Form.Item name="account" label={translate('agentContracts.account')}>
                <Input allowClear style={{ width: 170 }} maxLength={ACCOUNT_MAX} />
              </Form.Item>
            </SearchForm>
            <CanAccess resource="jobRuns" action="list">
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {translate('agentSettlement.jobsHint')} <Link to="/finance/job-runs">{translate('jobRuns.title')}</Link>
              </Typography.Paragraph>
            </CanAccess>
          </>
        }
        extra={
          canRun?.can ? (
            <Button
              type="primary"
              onClick={() => {
                setErrors({});
                setOpen(true);
              }}
              data-testid="agent-settlement-run"
            >
              {translate('agentSettlement.runNow')}
            </Button>
          ) : null
        }
      />
      <FormDialog<RunValues>
        open={open}
        testId="agent-settlement-form"
        title={translate('agentSettlement.runNow')}
        okText={translate('agentSettlement.confirmRun')}
        danger
        pending={run.pending}
        errors={errors}
        initialValues={{ kind, period: latestSettlementPeriod(kind) }}
        intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('agentSettlement.confirmText')} />}
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          const answer = await run.run({ body: { kind: v.kind, period: v.period.trim() } });
          if (answer !== undefined) {
            setLast(answer);
            setOpen(false);
          }
        }}
      >
        <Form.Item name="kind" label={translate('agentContracts.kind')} rules={[{ required: true }]}>
          <KindSelect onKind={setKind} options={CONTRACT_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} />
        </Form.Item>
        <Form.Item
          name="period"
          label={translate('agentSettlement.period')}
          extra={translate(`agentSettlement.periodHelp.${kind}`, { latest: latestSettlementPeriod(kind) })}
          dependencies={['kind']}
          rules={[
            {
              validator: (_, v: string) => (settlementPeriodOk(kind, v) ? Promise.resolve() : Promise.reject(new Error(translate('agentSettlement.periodRule')))),
            },
          ]}
        >
          <Input maxLength={16} />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** The run form's kind: choosing one also puts that kind's latest finished period in the period field. */
function KindSelect({ onKind, options, ...rest }: { onKind: (k: ContractKind) => void; options: { value: ContractKind; label: string }[]; value?: ContractKind; onChange?: (k: ContractKind) => void }) {
  const form = Form.useFormInstance<RunValues>();
  return (
    <Select<ContractKind>
      {...rest}
      options={options}
      onChange={(k) => {
        rest.onChange?.(k);
        onKind(k);
        form.setFieldValue('period', latestSettlementPeriod(k));
      }}
    />
  );
}
