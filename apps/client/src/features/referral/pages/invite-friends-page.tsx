import '../referral.css';
import { ErrorState } from '../../../shared/ui/list-states';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useInviteesInfiniteQuery, useMyInvitationQuery } from '../api/referral';
import { InvitationCard, RuleCard } from '../components/invitation-card';
import { InviteeRow } from '../components/invitee-row';
import { useReferralTranslation } from '../i18n';

/**
 * Invite friends (/m/inviteFriends, spec part 1 s2): the member's invitation code and link (copy, share, QR code),
 * the referral rule and the invitees with their status. Members only; a trial account gets the register prompt.
 */
export default function InviteFriendsPage() {
  const { t } = useReferralTranslation();
  return (
    <MoneyPage title={t('ref_title')} testId="invite-friends" realMoney>
      <Invitation />
      <section aria-labelledby="ref-h-invitees">
        <h2 id="ref-h-invitees" className="ref-h">
          {t('ref_invitees')}
        </h2>
        <Invitees />
      </section>
    </MoneyPage>
  );
}

function Invitation() {
  const q = useMyInvitationQuery();
  if (q.isPending) return <div className="sk sk-block ref-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <InvitationCard invitation={q.data} />
      <RuleCard invitation={q.data} />
    </>
  );
}

function Invitees() {
  const { t } = useReferralTranslation();
  const q = useInviteesInfiniteQuery();
  return (
    <InfiniteList
      query={q}
      items={pageItems(q.data)}
      testId="invitee-list"
      emptyTestId="invitee-empty"
      emptyText={t('ref_invitees_empty')}
      className="ls-list mn-list"
      render={(i) => <InviteeRow key={`${i.account}-${i.registeredAt}`} invitee={i} />}
    />
  );
}
