import { CanAccess, useTranslate } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import type { ResourceName } from '../resources';

/**
 * A settings form's footer: Save (submits the form) and, with `onReset`, a button that puts back what was loaded;
 * "read only" instead for an operator whose roles do not allow the resource's `action`.
 */
export function SettingsFooter({
  resource,
  action = 'edit',
  pending,
  testId,
  onReset,
  resetText,
}: {
  resource: ResourceName;
  action?: string;
  pending: boolean;
  /** The save button's test id. */
  testId?: string;
  onReset?: () => void;
  resetText?: string;
}) {
  const translate = useTranslate();
  return (
    <CanAccess resource={resource} action={action} fallback={<Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}>
      <Space>
        <Button type="primary" htmlType="submit" loading={pending} data-testid={testId}>
          {translate('buttons.save')}
        </Button>
        {onReset && <Button onClick={onReset}>{resetText}</Button>}
      </Space>
    </CanAccess>
  );
}
