import { CanAccess, useTranslate } from '@refinedev/core';
import { Button, Space } from 'antd';
import type { ResourceName } from '../../resources';

/** A pending row's approve and reject buttons, each behind the resource's action of that name. */
export function DecisionButtons({
  resource,
  approveText,
  onApprove,
  onReject,
  approveTestId,
  rejectTestId,
}: {
  resource: ResourceName;
  approveText: string;
  onApprove: () => void;
  onReject: () => void;
  approveTestId: string;
  rejectTestId: string;
}) {
  const translate = useTranslate();
  return (
    <Space>
      <CanAccess resource={resource} action="approve">
        <Button size="small" type="primary" onClick={onApprove} data-testid={approveTestId}>
          {approveText}
        </Button>
      </CanAccess>
      <CanAccess resource={resource} action="reject">
        <Button size="small" danger onClick={onReject} data-testid={rejectTestId}>
          {translate('finance.reject')}
        </Button>
      </CanAccess>
    </Space>
  );
}
