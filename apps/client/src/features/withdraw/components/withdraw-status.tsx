import { StatusBadge } from '../../../shared/ui/money-page';
import { useWithdrawTranslation } from '../i18n';

/** A withdrawal order's status badge. */
export function WithdrawStatus({ status }: { status: string }) {
  const { t } = useWithdrawTranslation();
  return <StatusBadge status={status} label={t(`mn_status_${status}`)} />;
}
