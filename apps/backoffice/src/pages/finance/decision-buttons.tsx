import { CanAccess, useTranslate } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import type { ResourceName } from '../../resources';

/**
 * A pending row's approve and reject buttons, each behind the resource's action of that name. `approveBlocked` (this
 * operator asked for it or gave the first approval) disables Approve and says who must approve instead: the server
 * would refuse it (SAME_OPERATOR).
 */
export function DecisionButtons({
  resource,
  approveText,
  approveBlocked,
  onApprove,
  onReject,
  approveTestId,
  rejectTestId,
}: {
  resource: ResourceName;
  approveText: string;
  approveBlocked?: string | undefined;
  onApprove: () => void;
  onReject: () => void;
  approveTestId: string;
  rejectTestId: string;
}) {
  const translate = useTranslate();
  return (
    <Space>
      <CanAccess resource={resource} action="approve">
        <Space direction="vertical" size={0}>
          <Button
            size="small"
            type="primary"
            onClick={onApprove}
            disabled={approveBlocked !== undefined}
            aria-describedby={approveBlocked ? `${approveTestId}-blocked` : undefined}
            data-testid={approveTestId}
          >
            {approveText}
          </Button>
          {approveBlocked && (
            <Typography.Text type="secondary" className="bo-hint" id={`${approveTestId}-blocked`}>
              {approveBlocked}
            </Typography.Text>
          )}
        </Space>
      </CanAccess>
      <CanAccess resource={resource} action="reject">
        <Button size="small" danger onClick={onReject} data-testid={rejectTestId}>
          {translate('finance.reject')}
        </Button>
      </CanAccess>
    </Space>
  );
}
