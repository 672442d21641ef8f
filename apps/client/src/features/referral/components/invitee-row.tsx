import type { Invitee, ReferralStatus } from '@wps/contract';
import { formatDateTime } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyRow, StatusBadge } from '../../../shared/ui/money-page';
import { useReferralTranslation } from '../i18n';

const BADGE: Record<ReferralStatus, string> = { registered: 'closed', deposited: 'pending', qualified: 'success' };

/** One invitee: masked account, when they registered, where they stand, and the reward they earned the member. */
export function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t, lng } = useReferralTranslation();
  const money = useMoneyFormat();
  return (
    <MoneyRow title={invitee.account} sub={t('ref_registered_on', { date: formatDateTime(invitee.registeredAt, lng) })}>
      <span data-testid="invitee-status" data-status={invitee.status}>
        <StatusBadge status={BADGE[invitee.status]} label={t(`ref_status_${invitee.status}`)} />
      </span>
      {invitee.reward ? <span className="ref-reward">{money(invitee.reward)}</span> : null}
    </MoneyRow>
  );
}
