import { useCustom, useTranslate, type CrudFilter } from '@refinedev/core';
import { VERIFICATION_STATES, type OpsKycCase, type OpsKycRow, type VerificationState } from '@wps/contract';
import { Button, Card, Descriptions, Form, Image, Input, Select, Space, Spin, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { ListCard, SearchForm, useOpsTable } from '../../shared/list';
import { ErrorState } from '../../shared/states';
import { IdentityRules } from './identity-rules';

type Row = OpsKycRow & { [key: string]: unknown };

const COLOURS: Record<VerificationState, string> = { unverified: 'default', review: 'gold', verified: 'green', rejected: 'red' };

export const kycFilters = (v: { state?: VerificationState }): CrudFilter[] => [{ field: 'state', operator: 'eq', value: v.state ?? 'review' }];

/**
 * KYC review (issue 30, risk role; support is refused by the server): the cases waiting for review first, one case
 * with its ID front, ID back and selfie side by side and the profile fields, approved or rejected with a reason
 * (audited; the member is told in the inbox either way).
 */
export default function KycPage() {
  const translate = useTranslate();
  const [member, setMember] = useState<number | null>(null);
  const { tableProps, tableQuery, searchFormProps } = useOpsTable<Row, { state?: VerificationState }>('kycCases', { onSearch: kycFilters, initialFilters: kycFilters({}) });
  const state = (v: VerificationState) => <Tag color={COLOURS[v]}>{translate(`kycCases.states.${v}`)}</Tag>;
  const columns: TableColumnsType<Row> = [
    { title: translate('kycCases.member'), dataIndex: 'member', key: 'member', render: (v: string, r) => <Button type="link" onClick={() => setMember(r.memberId)}>{v}</Button> },
    { title: translate('kycCases.state'), dataIndex: 'state', key: 'state', render: state },
    timeColumn(translate('kycCases.submittedAt'), 'submittedAt'),
    timeColumn(translate('kycCases.decidedAt'), 'decidedAt'),
  ];
  return (
    <>
      <ListCard<Row>
        testId="kyc-cases"
        title={translate('kycCases.title')}
        tableProps={tableProps}
        query={tableQuery}
        rowKey={(r) => String(r.memberId)}
        columns={columns}
        filters={
          <SearchForm formProps={searchFormProps} name="kycSearch" initialValues={{ state: 'review' }}>
            <Form.Item name="state" label={translate('kycCases.state')}>
              <Select style={{ width: 200 }} options={VERIFICATION_STATES.map((s) => ({ value: s, label: translate(`kycCases.states.${s}`) }))} />
            </Form.Item>
          </SearchForm>
        }
      />
      {member !== null ? <KycCaseCard key={member} id={member} onDecided={() => void tableQuery.refetch()} /> : null}
      <IdentityRules />
    </>
  );
}

function KycCaseCard({ id, onDecided }: { id: number; onDecided: () => void }) {
  const translate = useTranslate();
  const [rejecting, setRejecting] = useState(false);
  const { query, result } = useCustom<OpsKycCase>({ url: 'opsKycCase', method: 'get', meta: { params: { memberId: id } }, errorNotification: false });
  const approve = useOpsAction<OpsKycCase>('kycCases', 'approve', { success: translate('kycCases.approved') });
  const reject = useOpsAction<OpsKycCase>('kycCases', 'reject', { success: translate('kycCases.rejected') });
  if (query.isLoading) return <Spin />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const c = result.data as OpsKycCase | undefined;
  if (!c?.documents) return null;
  const done = () => {
    onDecided();
    void query.refetch();
  };
  return (
    <Card title={translate('kycCases.caseTitle', { member: c.member })} style={{ marginTop: 16 }} data-testid="kyc-case">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={translate('kycCases.state')}>
          <Tag color={COLOURS[c.state]}>{translate(`kycCases.states.${c.state}`)}</Tag>
          {c.reason ? ` ${c.reason}` : ''}
        </Descriptions.Item>
        {c.fields.map((f) => (
          <Descriptions.Item key={f.field} label={translate(`kycCases.fields.${f.field}`)}>
            {f.value ?? '—'}
          </Descriptions.Item>
        ))}
      </Descriptions>
      <Space size="large" wrap style={{ marginTop: 12 }} data-testid="kyc-documents">
        {c.documents.map((d) => (
          <figure key={d.kind} style={{ margin: 0 }}>
            {d.url ? <Image src={d.url} alt={translate(`kycCases.documents.${d.kind}`)} width={240} /> : <span>{translate('kycCases.missing')}</span>}
            <figcaption>{translate(`kycCases.documents.${d.kind}`)}</figcaption>
          </figure>
        ))}
      </Space>
      {c.state === 'review' ? (
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" loading={approve.pending} onClick={() => void approve.run({ params: { memberId: id } }).then((ok) => ok && done())}>
            {translate('kycCases.approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {translate('kycCases.reject')}
          </Button>
        </Space>
      ) : null}
      <FormDialog<{ reason: string }>
        open={rejecting}
        title={translate('kycCases.reject')}
        okText={translate('kycCases.reject')}
        danger
        pending={reject.pending}
        testId="kyc-reject"
        onClose={() => setRejecting(false)}
        onSubmit={(v) =>
          void reject.run({ params: { memberId: id }, body: { reason: v.reason } }).then((ok) => {
            if (!ok) return;
            setRejecting(false);
            done();
          })
        }
      >
        <Form.Item name="reason" label={translate('kycCases.reason')} rules={[{ required: true, max: 300 }]}>
          <Input.TextArea rows={3} maxLength={300} />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
