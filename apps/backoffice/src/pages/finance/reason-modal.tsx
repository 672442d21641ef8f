import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal } from 'antd';
import { useEffect, type ReactNode } from 'react';

/** Turning something down: what it is (`children`) and the reason, required, at most 200 characters. */
export function ReasonModal({
  open,
  title,
  okText,
  pending,
  children,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  okText: string;
  pending: boolean;
  children?: ReactNode;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': 'reason-confirm' }}
      cancelText={translate('buttons.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      {children}
      <Form form={form} name="reason" layout="vertical" onFinish={(v) => onSubmit(v.reason.trim())}>
        <Form.Item
          name="reason"
          label={translate('finance.reason')}
          rules={[
            { required: true, whitespace: true, message: translate('adjustments.rejectReasonRequired') },
            { max: 200, message: translate('finance.noteTooLong', { max: 200 }) },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
