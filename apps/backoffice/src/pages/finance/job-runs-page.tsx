import { useCan, useTranslate } from '@refinedev/core';
import { JOB_NAMES, dayKey, monthKey, previousDay, type JobName, type OpsJobRun } from '@wps/contract';
import { Alert, Button, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { moneyColumn, textColumn, timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, useOpsTable } from '../../shared/list';
import { useCurrency } from '../../shared/money';

type Run = OpsJobRun & { [key: string]: unknown };
interface RunValues {
  job: JobName;
  period: string;
}

const STATUS_COLOR: Record<OpsJobRun['status'], string> = { running: 'processing', done: 'success', failed: 'error' };

/** The latest period a job may run for now (the schedule's own): yesterday's rebate, today's birthdays, this month. */
export function latestPeriod(job: JobName, now = new Date()): string {
  if (job === 'vip-rebate') return previousDay(dayKey(now));
  return job === 'vip-monthly' ? monthKey(now) : dayKey(now);
}

/**
 * Finance > Scheduled jobs: every run of the VIP jobs (daily rebate, birthday gifts, monthly bonus) with its period,
 * status, members paid and amount. "Run now" runs a job for a past period at once (audited): members already paid for
 * it are not paid again, so it also retries the members a failed run left.
 */
export default function JobRunsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery } = useOpsTable<Run>('jobRuns');
  const { data: can } = useCan({ resource: 'jobRuns', action: 'run' });
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<JobName>('vip-rebate');
  const jobLabel = (j: string) => translate(`jobRuns.jobs.${j}`, undefined, j);
  const run = useOpsAction<OpsJobRun | null>('jobRuns', 'run', {
    success: (r) => (r ? translate('jobRuns.ran', { job: jobLabel(r.job), period: r.period, paid: r.paid }) : translate('jobRuns.busy')),
  });

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
        filters={<Typography.Text type="secondary">{translate('jobRuns.help')}</Typography.Text>}
        extra={
          can?.can ? (
            <Button type="primary" onClick={() => setOpen(true)} data-testid="job-run-now">
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
        pending={run.pending}
        initialValues={{ job, period: latestPeriod(job) }}
        intro={<Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate('jobRuns.confirmText')} />}
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          if ((await run.run({ body: { job: v.job, period: v.period.trim() } })) !== undefined) setOpen(false);
        }}
      >
        <Form.Item name="job" label={translate('jobRuns.job')} rules={[{ required: true }]}>
          <Select<JobName> onChange={setJob} options={JOB_NAMES.map((j) => ({ value: j, label: jobLabel(j) }))} />
        </Form.Item>
        <Form.Item
          name="period"
          label={translate('jobRuns.period')}
          extra={translate(job === 'vip-monthly' ? 'jobRuns.monthHelp' : 'jobRuns.dayHelp', { latest: latestPeriod(job) })}
          rules={[{ required: true, pattern: job === 'vip-monthly' ? /^\d{4}-\d{2}$/ : /^\d{4}-\d{2}-\d{2}$/, message: translate('jobRuns.periodRule') }]}
        >
          <Input maxLength={10} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
