import { useTranslate } from '@refinedev/core';
import { OPERATOR_ROLES, type OpsOperator } from '@wps/contract';
import { Checkbox, Form, Input } from 'antd';
import { NewPasswordField, UsernameField } from '../../shared/account-fields';
import { FormDialog } from '../../shared/form-dialog';

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

/** An operator's display name: required, at most 64 characters. */
function DisplayNameField() {
  const translate = useTranslate();
  return (
    <Form.Item name="displayName" label={translate('operators.displayName')} rules={[{ required: true, whitespace: true, max: 64, message: translate('operators.displayNameRule') }]}>
      <Input />
    </Form.Item>
  );
}

/** A new operator of this merchant (or this merchant added to an existing operator). */
export function CreateOperatorModal({ open, pending, onSubmit, onClose }: { open: boolean; pending: boolean; onSubmit: (v: CreateValues) => void; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <FormDialog<CreateValues>
      open={open}
      testId="createOperator"
      title={translate('operators.create')}
      okText={translate('buttons.create')}
      pending={pending}
      initialValues={{ roles: [] }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <UsernameField label={translate('operators.username')} pattern={NAME} message={translate('operators.usernameRule')} />
      <DisplayNameField />
      <NewPasswordField label={translate('operators.password')} rules={passwordRules(translate)} />
      <RolesField />
    </FormDialog>
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
  return (
    <FormDialog<{ displayName: string; roles: string[] }>
      open={operator !== null}
      testId="editOperator"
      title={translate('operators.editTitle', { username: operator?.username ?? '' })}
      okText={translate('buttons.save')}
      pending={pending}
      initialValues={operator ? { displayName: operator.displayName, roles: operator.roles } : {}}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <DisplayNameField />
      <RolesField />
    </FormDialog>
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
  return (
    <FormDialog<{ password: string }>
      open={operator !== null}
      testId="operatorPassword"
      title={translate('operators.newPasswordTitle', { username: operator?.username ?? '' })}
      okText={translate('buttons.save')}
      pending={pending}
      onSubmit={(v) => onSubmit(v.password)}
      onClose={onClose}
    >
      <NewPasswordField label={translate('operators.password')} rules={passwordRules(translate)} extra={translate('operators.newPasswordNote')} />
    </FormDialog>
  );
}
