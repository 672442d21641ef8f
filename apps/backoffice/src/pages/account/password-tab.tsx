import { useTranslate } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { NewPasswordField } from '../../shared/account-fields';
import { useOpsAction } from '../../shared/actions';
import { passwordRules } from '../operators/operator-forms';

/** A new password (the operator's other sessions end). */
export function PasswordTab() {
  const translate = useTranslate();
  const [form] = Form.useForm<{ current: string; next: string; repeat: string }>();
  const change = useOpsAction('account', 'changePassword', { success: translate('account.passwordChanged') });
  return (
    <Form
      form={form}
      name="changePassword"
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={async (v) => {
        if (await change.run({ body: { current: v.current, next: v.next } })) form.resetFields();
      }}
    >
      <Form.Item name="current" label={translate('account.currentPassword')} rules={[{ required: true, message: translate('account.currentPasswordRequired') }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordField name="next" label={translate('account.newPassword')} rules={passwordRules(translate)} extra={translate('operators.passwordRule')} />
      <Form.Item
        name="repeat"
        label={translate('account.repeatPassword')}
        dependencies={['next']}
        rules={[
          { required: true, message: translate('account.repeatPasswordRule') },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => (v === getFieldValue('next') ? Promise.resolve() : Promise.reject(new Error(translate('account.repeatPasswordRule')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.pending}>
        {translate('account.changePassword')}
      </Button>
    </Form>
  );
}
