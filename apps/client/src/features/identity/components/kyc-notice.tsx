import '../identity.css';
import { Link } from 'react-router';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useKycStatusQuery } from '../api/identity';
import { useIdentityTranslation } from '../i18n';

/**
 * On the withdrawal screen, above the amount: says when a withdrawal will wait for verified identity (the merchant's
 * KYC threshold), before the member types anything. Nothing when no rule applies or while it loads.
 */
export function KycWithdrawNotice() {
  const { t } = useIdentityTranslation();
  const money = useMoneyFormat();
  const q = useKycStatusQuery();
  const gate = q.data?.gate;
  if (!gate || (!gate.required && !gate.fromAmount)) return null;
  return (
    <p className="id-notice" role="note" data-testid="kyc-withdraw-notice">
      {gate.required ? t('id_kyc_notice_required') : t('id_kyc_notice_from', { amount: money(gate.fromAmount!) })}{' '}
      <Link to="/m/identity">{t('id_kyc_notice_link')}</Link>
    </p>
  );
}
