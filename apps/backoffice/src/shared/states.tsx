import { ReloadOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Alert, Button, Empty, Flex, Spin } from 'antd';

/** While a page or its data loads. */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin tip={translate('states.loading')} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </Flex>
  );
}

/**
 * A call that failed: its translated message and a way to try again. A refusal for the operator's roles (403) is no
 * failure to retry: it says so, without "Try again" (the same call would be refused again).
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  const message = (error as { message?: string } | null)?.message || translate('errors.unknown');
  const forbidden = (error as { statusCode?: number } | null)?.statusCode === 403;
  return (
    <Alert
      type={forbidden ? 'warning' : 'error'}
      showIcon
      role="alert"
      message={translate(forbidden ? 'states.forbidden' : 'states.error')}
      description={message}
      action={
        onRetry &&
        !forbidden && (
          <Button size="small" icon={<ReloadOutlined aria-hidden="true" />} onClick={onRetry}>
            {translate('states.retry')}
          </Button>
        )
      }
    />
  );
}

/** Nothing to show (a list without rows). */
export function EmptyState({ text }: { text?: string }) {
  const translate = useTranslate();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text ?? translate('states.empty')} />;
}
