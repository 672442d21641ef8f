import { useTranslate } from '@refinedev/core';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { formatMoney } from '../../i18n/format';

export type Decision = 'approve' | 'reject';

/**
 * Approve or reject one order: a note for an approval, a reason (required) for a rejection. `details` shows what the
 * reviewer needs beside the order (a withdrawal's context).
 */
export function DecisionModal({
  decision,
  order,
  currency,
  pending,
  details,
  onSubmit,
  onClose,
}: {
  decision: Decision | null;
  order: { orderNo: string; member: string; amount: string; approval?: { firstOperator: string } | undefined } | null;
  currency: string;
  pending: boolean;
  details?: ReactNode;
  onSubmit: (note: string | undefined) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ note?: string }>();
  const open = decision !== null && order !== null;
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  if (!open) return null;
  const reject = decision === 'reject';

  return (
    <Modal
      open
      title={translate(reject ? 'finance.rejectTitle' : 'finance.approveTitle', { orderNo: order.orderNo })}
      okText={translate(reject ? 'finance.reject' : 'finance.approve')}
      okButtonProps={{ danger: reject, loading: pending, 'data-testid': 'decision-confirm' }}
      cancelText={translate('buttons.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
      width={640}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={translate('finance.orderNo')}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={translate('finance.member')}>{order.member}</Descriptions.Item>
        <Descriptions.Item label={translate('finance.amount')}>
          <Typography.Text strong className="bo-amount">
            {formatMoney(order.amount, currency)}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {order.approval && !reject && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('finance.secondApprovalNote', { operator: order.approval.firstOperator })} />
      )}
      {details}
      <Form form={form} name="decision" layout="vertical" onFinish={(v) => onSubmit(v.note?.trim() || undefined)}>
        <Form.Item
          name="note"
          label={translate(reject ? 'finance.reason' : 'finance.note')}
          rules={[
            ...(reject ? [{ required: true, whitespace: true, message: translate('finance.reasonRequired') }] : []),
            { max: 200, message: translate('finance.noteTooLong', { max: 200 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
