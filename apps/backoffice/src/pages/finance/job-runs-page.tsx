import { useCan, useTranslate } from '@refinedev/core';
import { LISTED_JOB_NAMES, type OpsJobRun } from '@wps/contract';
import { Alert, Button, Form, Input, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, textColumn, timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';
import { fieldMessages } from '../content/content-values';
import {
  isMinuteJob,
  jobPeriodOk,
  jobRunFilters,
  jobRunSearchValues,
  latestJobPeriod,
  periodHelpKey,
  RUNNABLE_JOBS,
  runJobBody,
  runnableJob,
  type JobRunSearch,
  type RunnableJob,
} from './job-values';

type Run = OpsJobRun & { [key: string]: unknown };
interface RunValues {
  job: string;
  period: string;
}

const STATUS_COLOR: Record<OpsJobRun['status'], string> = { running: 'processing', done: 'success', failed: 'error' };

/**
 * Finance > Scheduled jobs: every run of the scheduled jobs (VIP rebate, birthday gifts, monthly bonus, agent
 * settlements, and the minute jobs: lottery draws, pending transfer-wallet transfers, whose runs that did nothing are
 * not kept) with its period, status, members paid and amount, filtered by job. "Run now" runs any of them for a past
 * period (a minute job for a minute, the current one by default) at once (audited): what was already paid for it is
 * not paid again, so it also retries what a failed run left.
 */
export default function JobRunsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, searchFormProps, filters } = useOpsTable<Run, JobRunSearch>('jobRuns', { onSearch: jobRunFilters });
  const { data: canRun } = useCan({ resource: 'jobRuns', action: 'run' });
  const { data: canSettle } = useCan({ resource: 'jobRuns', action: 'settle' });
  const jobs = RUNNABLE_JOBS.filter((j) => (j.action === 'run' ? canRun?.can : canSettle?.can));
  const [open, setOpen] = useState(false);
  const [chosen, setJob] = useState<RunnableJob>(RUNNABLE_JOBS[0]!);
  // The job the form shows: the one chosen, while the operator may run it.
  const job = jobs.includes(chosen) ? chosen : (jobs[0] ?? chosen);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const jobLabel = (j: string) => translate(`jobRuns.jobs.${j}`, undefined, j);
  const onError = (e: unknown) => setErrors(fieldMessages(e));
  const run = useOpsAction<OpsJobRun | null>('jobRuns', 'run', {
    success: (r) =>
      r
        ? translate(isMinuteJob(runnableJob(r.job) ?? job) ? 'jobRuns.ranUnits' : 'jobRuns.ran', { job: jobLabel(r.job), period: r.period, paid: r.paid })
        : translate('jobRuns.busy'),
    onError,
  });
  const settle = useOpsAction<OpsJobRun | null>('jobRuns', 'settle', {
    success: (r) => (r ? translate('agentSettlement.ran', { period: r.period, paid: r.paid }) : translate('jobRuns.busy')),
    invalidate: ['agentStatements'],
    onError,
  });
  const choose = (name: string) => {
    const j = runnableJob(name);
    if (j) setJob(j);
  };

  const columns: TableColumnsType<Run> = [
    { title: translate('jobRuns.job'), dataIndex: 'job', key: 'job', render: (v: string) => jobLabel(v) },
    { title: translate('jobRuns.period'), dataIndex: 'period', key: 'period' },
    {
      title: translate('jobRuns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: OpsJobRun['status'], r) => (
        <Tag color={STATUS_COLOR[v]} title={r.error ?? undefined}>
          {translate(`jobRuns.statuses.${v}`)}
        </Tag>
      ),
    },
    { title: translate('jobRuns.paid'), dataIndex: 'paid', key: 'paid', align: 'right' },
    moneyColumn(translate('jobRuns.amount'), 'amount', currency),
    { title: translate('jobRuns.failed'), dataIndex: 'failed', key: 'failed', align: 'right' },
    { title: translate('jobRuns.attempts'), dataIndex: 'attempts', key: 'attempts', align: 'right' },
    textColumn(translate('jobRuns.requestedBy'), 'requestedBy'),
    timeColumn(translate('jobRuns.startedAt'), 'startedAt'),
    timeColumn(translate('jobRuns.finishedAt'), 'finishedAt'),
  ];

  return (
    <>
      <ListCard<Run>
        testId="job-runs"
        title={translate('jobRuns.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.id)}
        columns={columns}
        filters={
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {translate('jobRuns.help')} {translate('jobRuns.frequentHelp')}
            </Typography.Text>
            <SearchForm formProps={searchFormProps} name="jobRunSearch" initialValues={jobRunSearchValues(filters)}>
              <Form.Item name="job" label={translate('jobRuns.job')}>
                <Select
                  style={{ width: 260 }}
                  data-testid="job-runs-filter"
                  options={[{ value: '', label: translate('jobRuns.allJobs') }, ...LISTED_JOB_NAMES.map((j) => ({ value: j, label: jobLabel(j) }))]}
                />
              </Form.Item>
            </SearchForm>
          </Space>
        }
        extra={
          jobs.length > 0 ? (
            <Button
              type="primary"
              onClick={() => {
                setErrors({});
                setOpen(true);
              }}
              data-testid="job-run-now"
            >
              {translate('jobRuns.runNow')}
            </Button>
          ) : null
        }
      />
      <FormDialog<RunValues>
        open={open}
        testId="job-run-form"
        title={translate('jobRuns.runNow')}
        okText={translate('jobRuns.confirmRun')}
        danger
        pending={run.pending || settle.pending}
        errors={errors}
        initialValues={{ job: job.job, period: latestJobPeriod(job) }}
        intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate(job.action === 'settle' ? 'agentSettlement.confirmText' : isMinuteJob(job) ? 'jobRuns.confirmMinuteText' : 'jobRuns.confirmText')} />}
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          const j = runnableJob(v.job);
          if (!j) return;
          const answer = await (j.action === 'settle' ? settle : run).run({ body: runJobBody(j, v.period) });
          if (answer !== undefined) setOpen(false);
        }}
      >
        <Form.Item name="job" label={translate('jobRuns.job')} rules={[{ required: true }]}>
          <JobSelect onJob={choose} options={jobs.map((j) => ({ value: j.job, label: jobLabel(j.job) }))} />
        </Form.Item>
        <Form.Item
          name="period"
          label={translate('jobRuns.period')}
          extra={translate(`jobRuns.periodHelp.${periodHelpKey(job)}`, { latest: latestJobPeriod(job) })}
          dependencies={['job']}
          rules={[{ validator: (_, p: string) => (jobPeriodOk(job, p) ? Promise.resolve() : Promise.reject(new Error(translate('jobRuns.periodRule')))) }]}
        >
          <Input maxLength={16} />
        </Form.Item>
      </FormDialog>
    </>
  );
}

/** The run form's job: choosing one also puts its latest period in the period field (the periods' forms differ). */
function JobSelect({ onJob, options, ...rest }: { onJob: (job: string) => void; options: { value: string; label: string }[]; value?: string; onChange?: (job: string) => void }) {
  const form = Form.useFormInstance<RunValues>();
  return (
    <Select<string>
      {...rest}
      options={options}
      onChange={(name) => {
        rest.onChange?.(name);
        onJob(name);
        const j = runnableJob(name);
        if (j) form.setFieldValue('period', latestJobPeriod(j));
      }}
    />
  );
}
