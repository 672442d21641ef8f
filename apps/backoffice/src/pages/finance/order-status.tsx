import { useTranslate } from '@refinedev/core';
import type { ApprovalState } from '@wps/contract';
import { Space, Tag } from 'antd';

const COLORS: Record<string, string> = { pending: 'processing', success: 'success', failed: 'error', rejected: 'error', expired: 'default' };

/** An order's status, and the dual-approval state of one a first operator approved. */
export function OrderStatus({ status, approval }: { status: string; approval?: ApprovalState | undefined }) {
  const translate = useTranslate();
  return (
    <Space direction="vertical" size={2}>
      <Tag color={COLORS[status] ?? 'default'}>{translate(`finance.status.${status}`)}</Tag>
      {approval?.status === 'awaiting-second' && (
        <Tag color="gold" data-testid="awaiting-second">
          {translate('finance.awaitingSecond', { operator: approval.firstOperator })}
        </Tag>
      )}
    </Space>
  );
}
