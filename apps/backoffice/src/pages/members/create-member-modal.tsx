import { useTranslate } from '@refinedev/core';
import type { OpsCreateMember } from '@wps/contract';
import { Checkbox, Form, Input } from 'antd';
import { NewPasswordField, UsernameField } from '../../shared/account-fields';
import { FormDialog } from '../../shared/form-dialog';
import { createMemberBody, USERNAME, type CreateMemberValues } from './member-format';

/** A new member account with a password support gives them (by default one they must change at the first login). */
export function CreateMemberModal({
  open,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  pending: boolean;
  onSubmit: (body: OpsCreateMember) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <FormDialog<CreateMemberValues>
      open={open}
      testId="createMember"
      title={translate('members.create')}
      okText={translate('buttons.create')}
      pending={pending}
      initialValues={{ temporary: true }}
      onSubmit={(v) => onSubmit(createMemberBody(v))}
      onClose={onClose}
    >
      <UsernameField label={translate('members.username')} pattern={USERNAME} message={translate('members.usernameRule')} />
      <NewPasswordField label={translate('members.password')} rules={[{ required: true, min: 6, max: 128, message: translate('members.passwordRule') }]} />
      <Form.Item name="email" label={translate('members.email')} rules={[{ type: 'email', max: 254, message: translate('members.emailRule') }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="mobile"
        label={translate('members.mobile')}
        dependencies={['dial']}
        rules={[
          { pattern: /^[\d\s-]{6,24}$/, message: translate('members.mobileRule') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              v?.trim() && !/^\+?\d{1,4}$/.test(String(getFieldValue('dial') ?? '').trim())
                ? Promise.reject(new Error(translate('members.dialRule')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          addonBefore={
            <Form.Item name="dial" noStyle>
              <Input variant="borderless" style={{ width: 64 }} placeholder="+63" aria-label={translate('members.dial')} />
            </Form.Item>
          }
        />
      </Form.Item>
      <Form.Item name="temporary" valuePropName="checked">
        <Checkbox>{translate('members.temporary')}</Checkbox>
      </Form.Item>
    </FormDialog>
  );
}
