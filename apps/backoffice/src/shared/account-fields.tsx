import { Form, Input, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';

/** A new account's user name (field `username`): required and matching `pattern` (operators and members differ). */
export function UsernameField({ label, pattern, message }: { label: string; pattern: RegExp; message: string }) {
  return (
    <Form.Item name="username" label={label} rules={[{ required: true, pattern, message }]}>
      <Input autoComplete="off" />
    </Form.Item>
  );
}

/** A new password (field `password` unless `name` says otherwise), its rules those of the account it is for. */
export function NewPasswordField({ label, rules, extra, name = 'password' }: { label: string; rules: FormItemProps['rules']; extra?: ReactNode; name?: string }) {
  return (
    <Form.Item name={name} label={label} rules={rules} {...(extra ? { extra } : {})}>
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
}
