import { CanAccess, useOne, useTranslate } from '@refinedev/core';
import { MAX_POINTS_ADJUST, type OpsMemberDetail, type OpsMemberPoints, type PointsEntry } from '@wps/contract';
import { Button, Form, Input, InputNumber, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { newRequestId, useOpsAction } from '../../shared/actions';
import { textColumn, timeColumn } from '../../shared/columns';
import { FormDialog } from '../../shared/form-dialog';
import { HistoryTable } from '../members/member-tabs';

/**
 * A member's points: the balance, the history newest first, and a manual adjustment with its reason (finance and
 * support; audited; the request id made when the dialog opens moves the points once however often it is sent).
 */
export function PointsTab({ member }: { member: OpsMemberDetail }) {
  const translate = useTranslate();
  const [adjusting, setAdjusting] = useState<string | null>(null);
  const { result } = useOne<OpsMemberPoints>({ resource: 'memberPoints', id: member.id, meta: { params: { id: member.id } } });
  const adjust = useOpsAction<OpsMemberPoints>('memberPoints', 'adjust', { success: (p) => translate('memberPoints.adjusted', { balance: p?.balance ?? '' }) });

  return (
    <>
      <Space style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Statistic title={translate('memberPoints.balance')} value={result?.balance ?? '—'} valueRender={(v) => <span data-testid="member-points-balance">{v}</span>} />
        <CanAccess resource="memberPoints" action="adjust">
          <Button onClick={() => setAdjusting(newRequestId())} data-testid="member-points-adjust">
            {translate('memberPoints.adjust')}
          </Button>
        </CanAccess>
      </Space>
      <HistoryTable<PointsEntry>
        resource="memberPoints"
        memberId={member.id}
        rowKey="id"
        columns={[
          timeColumn(translate('memberPoints.createdAt'), 'createdAt'),
          { title: translate('memberPoints.reason'), dataIndex: 'reason', key: 'reason', render: (r: string) => translate(`memberPoints.reasons.${r}`) },
          {
            title: translate('memberPoints.delta'),
            dataIndex: 'delta',
            key: 'delta',
            render: (d: number) => <Typography.Text type={d < 0 ? 'danger' : undefined}>{d > 0 ? `+${d}` : d}</Typography.Text>,
          },
          { title: translate('memberPoints.balanceAfter'), dataIndex: 'balanceAfter', key: 'balanceAfter' },
          textColumn(translate('memberPoints.note'), 'note'),
        ]}
        csv={(e) => ({
          [translate('memberPoints.createdAt')]: e.createdAt,
          [translate('memberPoints.reason')]: translate(`memberPoints.reasons.${e.reason}`),
          [translate('memberPoints.delta')]: e.delta,
          [translate('memberPoints.balanceAfter')]: e.balanceAfter,
          [translate('memberPoints.note')]: e.note ?? '',
        })}
      />
      <FormDialog<{ delta: number; reason: string }>
        open={adjusting !== null}
        testId="member-points-form"
        title={translate('memberPoints.adjustTitle', { username: member.username })}
        okText={translate('memberPoints.adjust')}
        pending={adjust.pending}
        onClose={() => setAdjusting(null)}
        onSubmit={async (v) => {
          if (await adjust.run({ params: { id: member.id }, body: { delta: v.delta, reason: v.reason, requestId: adjusting } })) setAdjusting(null);
        }}
      >
        <Form.Item
          name="delta"
          label={translate('memberPoints.delta')}
          extra={translate('memberPoints.deltaHelp')}
          rules={[
            { required: true, type: 'integer', min: -MAX_POINTS_ADJUST, max: MAX_POINTS_ADJUST, message: translate('memberPoints.deltaRule') },
            { validator: (_, v: number | null) => (v === 0 ? Promise.reject(new Error(translate('memberPoints.deltaRule'))) : Promise.resolve()) },
          ]}
        >
          <InputNumber precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={translate('memberPoints.reason')} rules={[{ required: true, whitespace: true, min: 2, max: 200, message: translate('memberPoints.reasonRule') }]}>
          <Input maxLength={200} showCount />
        </Form.Item>
      </FormDialog>
    </>
  );
}
