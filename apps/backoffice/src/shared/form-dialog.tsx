import { useTranslate } from '@refinedev/core';
import { Form, Input, Modal, type FormInstance } from 'antd';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * A dialog with a form: OK submits it (after its rules pass), the fields start afresh (`initialValues`) each time it
 * opens. `testId` names the form and, with `-confirm`, its OK button; `intro` stands above the form. `errors` (a
 * refused call's field messages, `field` or `parent.child` as the server names them) show on their fields.
 */
export function FormDialog<V extends object>({
  open,
  title,
  okText,
  danger,
  pending,
  onSubmit,
  onClose,
  children,
  intro,
  testId,
  initialValues,
  width,
  errors,
}: {
  open: boolean;
  title: string;
  okText: string;
  danger?: boolean;
  pending: boolean;
  onSubmit: (v: V) => void;
  onClose: () => void;
  children: ReactNode;
  intro?: ReactNode;
  testId: string;
  initialValues?: Partial<V>;
  width?: number;
  errors?: Record<string, string>;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<V>();
  // Before paint: a reset after paint could wipe the errors of an OK pressed as soon as the dialog shows.
  useLayoutEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  useEffect(() => {
    const fields = Object.entries(errors ?? {}).map(([name, message]) => ({ name: name.split('.'), errors: [message] }));
    if (fields.length) (form as FormInstance).setFields(fields);
  }, [errors, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ danger, loading: pending, 'data-testid': `${testId}-confirm` }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      {...(width ? { width } : {})}
    >
      {intro}
      <Form form={form} name={testId} layout="vertical" onFinish={onSubmit} initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}

/** A required reason (field `reason`): a text area of at most `max` characters, at least `min` when given. */
export function ReasonField({
  label,
  requiredMessage,
  lengthMessage,
  min,
  max = 200,
  testId,
}: {
  label: string;
  requiredMessage: string;
  lengthMessage: string;
  min?: number;
  max?: number;
  testId?: string;
}) {
  return (
    <Form.Item
      name="reason"
      label={label}
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        { ...(min ? { min } : {}), max, message: lengthMessage },
      ]}
    >
      <Input.TextArea rows={3} maxLength={max} showCount data-testid={testId} />
    </Form.Item>
  );
}
