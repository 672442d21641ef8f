import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { isAmount, type Direction } from './finance-values';

export interface AdjustmentValues {
  member: string;
  direction: Direction;
  amount: string;
  reason: string;
}

/** The form's field errors, set by the page from the server's answer. */
export type FieldErrors = Partial<Record<keyof AdjustmentValues, string>>;

/**
 * A new balance adjustment: the member, credit or debit (chosen, never a typed minus sign), a positive amount and the
 * reason (4 to 200 characters). The page confirms it and sends it; another operator approves it.
 */
export function AdjustmentFormModal({
  open,
  pending,
  currency,
  errors,
  onSubmit,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  currency: string;
  errors: FieldErrors;
  onSubmit: (v: AdjustmentValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<AdjustmentValues>();
  const direction = Form.useWatch('direction', form);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  useEffect(() => {
    const fields = Object.entries(errors).map(([name, error]) => ({ name: name as keyof AdjustmentValues, errors: [error] }));
    if (fields.length) form.setFields(fields);
  }, [errors, form]);

  return (
    <Modal
      open={open}
      title={translate('adjustments.create')}
      okText={translate('adjustments.continue')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'adjustment-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={translate('adjustments.dualNote')} />
      <Form
        form={form}
        name="adjustment"
        layout="vertical"
        initialValues={{ direction: 'credit' }}
        onFinish={(v) => onSubmit({ ...v, member: v.member.trim(), amount: v.amount.trim(), reason: v.reason.trim() })}
      >
        <Form.Item name="member" label={translate('adjustments.member')} rules={[{ required: true, whitespace: true, max: 64, message: translate('adjustments.memberRequired') }]}>
          <Input autoComplete="off" data-testid="adjustment-member" />
        </Form.Item>
        <Form.Item name="direction" label={translate('adjustments.direction')} rules={[{ required: true }]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            data-testid="adjustment-direction"
            options={[
              { value: 'credit', label: translate('adjustments.creditChoice') },
              { value: 'debit', label: translate('adjustments.debitChoice') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={translate('adjustments.amountLabel', { currency })}
          extra={translate(direction === 'debit' ? 'adjustments.debitHelp' : 'adjustments.creditHelp')}
          rules={[
            { required: true, message: translate('adjustments.amountRule') },
            { validator: (_, v: string | undefined) => (!v || isAmount(v) ? Promise.resolve() : Promise.reject(new Error(translate('adjustments.amountRule')))) },
          ]}
        >
          <Input
            inputMode="decimal"
            autoComplete="off"
            data-testid="adjustment-amount"
            style={{ maxWidth: 260 }}
            prefix={direction === 'debit' ? <MinusOutlined aria-label={translate('adjustments.debit')} /> : <PlusOutlined aria-label={translate('adjustments.credit')} />}
            placeholder="100.00"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={translate('adjustments.reason')}
          rules={[
            { required: true, whitespace: true, message: translate('adjustments.reasonRule') },
            {
              validator: (_, v: string | undefined) => {
                const n = v?.trim().length ?? 0;
                return n === 0 || (n >= 4 && n <= 200) ? Promise.resolve() : Promise.reject(new Error(translate('adjustments.reasonRule')));
              },
            },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="adjustment-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
