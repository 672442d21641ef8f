import { StatusBadge } from '../../../shared/ui/money-page';
import { useDepositTranslation } from '../i18n';

/** A deposit order's status badge. */
export function DepositStatus({ status }: { status: string }) {
  const { t } = useDepositTranslation();
  return <StatusBadge status={status} label={t(`mn_status_${status}`)} />;
}
