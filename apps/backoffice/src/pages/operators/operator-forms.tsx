import { useTranslate } from '@refinedev/core';
import { OPERATOR_ROLES, type OpsOperator } from '@wps/contract';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

/** Letters, digits, dot, dash and underscore; 3 to 32 (the contract's OperatorNameSchema). */
const NAME = /^[A-Za-z0-9._-]{3,32}$/;
/** At least 8 characters with a letter and a digit (the contract's OperatorPasswordSchema). */
export const passwordRules = (translate: (key: string) => string) => [
  { required: true, message: translate('operators.passwordRule') },
  { min: 8, max: 128, message: translate('operators.passwordRule') },
  { pattern: /[A-Za-z]/, message: translate('operators.passwordRule') },
  { pattern: /\d/, message: translate('operators.passwordRule') },
];

function RolesField() {
  const translate = useTranslate();
  return (
    <Form.Item name="roles" label={translate('operators.roles')} rules={[{ required: true, type: 'array', min: 1, message: translate('operators.rolesRequired') }]}>
      <Checkbox.Group options={OPERATOR_ROLES.map((r) => ({ value: r, label: translate(`roles.${r}`) }))} />
    </Form.Item>
  );
}

export interface CreateValues {
  username: string;
  displayName: string;
  password: string;
  roles: string[];
}

/** A new operator of this merchant (or this merchant added to an existing operator). */
export function CreateOperatorModal({ open, pending, onSubmit, onClose }: { open: boolean; pending: boolean; onSubmit: (v: CreateValues) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [form] = Form.useForm<CreateValues>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={translate('operators.create')}
      okText={translate('buttons.create')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="createOperator" layout="vertical" onFinish={onSubmit} initialValues={{ roles: [] }}>
        <Form.Item name="username" label={translate('operators.username')} rules={[{ required: true, pattern: NAME, message: translate('operators.usernameRule') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="displayName" label={translate('operators.displayName')} rules={[{ required: true, whitespace: true, max: 64, message: translate('operators.displayNameRule') }]}>
          <Input />
        </Form.Item>
        <Form.Item name="password" label={translate('operators.password')} rules={passwordRules(translate)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <RolesField />
      </Form>
    </Modal>
  );
}

/** Name and roles of an operator at this merchant. */
export function EditOperatorModal({
  operator,
  pending,
  onSubmit,
  onClose,
}: {
  operator: OpsOperator | null;
  pending: boolean;
  onSubmit: (v: { displayName: string; roles: string[] }) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ displayName: string; roles: string[] }>();
  useEffect(() => {
    if (operator) form.setFieldsValue({ displayName: operator.displayName, roles: operator.roles });
  }, [operator, form]);
  return (
    <Modal
      open={operator !== null}
      title={translate('operators.editTitle', { username: operator?.username ?? '' })}
      okText={translate('buttons.save')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="editOperator" layout="vertical" onFinish={onSubmit}>
        <Form.Item name="displayName" label={translate('operators.displayName')} rules={[{ required: true, whitespace: true, max: 64, message: translate('operators.displayNameRule') }]}>
          <Input />
        </Form.Item>
        <RolesField />
      </Form>
    </Modal>
  );
}

/** A new password for an operator (their sessions end; they sign in with it). */
export function PasswordModal({
  operator,
  pending,
  onSubmit,
  onClose,
}: {
  operator: OpsOperator | null;
  pending: boolean;
  onSubmit: (password: string) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ password: string }>();
  useEffect(() => {
    if (operator) form.resetFields();
  }, [operator, form]);
  return (
    <Modal
      open={operator !== null}
      title={translate('operators.newPasswordTitle', { username: operator?.username ?? '' })}
      okText={translate('buttons.save')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} name="operatorPassword" layout="vertical" onFinish={(v) => onSubmit(v.password)}>
        <Form.Item name="password" label={translate('operators.password')} rules={passwordRules(translate)} extra={translate('operators.newPasswordNote')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
