import type { Reward } from '@wps/contract';
import { TOAST_MS } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { showToast } from '../../../shared/ui/feedback';
import { useClaimRewardMutation } from '../api/rewards';
import { useRewardsTranslation } from '../i18n';

/**
 * A waiting reward's Claim button: busy while the call runs and disabled once it paid (the card then leaves the list
 * as it reloads). A refusal (already claimed, expired) is said as a toast; the lists reload either way.
 */
export function ClaimButton({ reward }: { reward: Pick<Reward, 'id' | 'title'> }) {
  const { t } = useRewardsTranslation();
  const money = useMoneyFormat();
  const claim = useClaimRewardMutation();
  const onClaim = () =>
    claim.mutate(reward.id, {
      onSuccess: ({ reward: done }) =>
        void showToast(
          done.tickets !== null ? t('rw_tickets_entered', { count: done.tickets }) : t('rw_claim_done', { amount: money(done.amount) }),
          TOAST_MS.default,
        ),
      onError: (e) => void showToast(errorText(e), TOAST_MS.default),
    });
  return (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      data-testid="reward-claim"
      aria-label={t('rw_claim_named', { title: reward.title })}
      aria-busy={claim.isPending}
      disabled={claim.isPending || claim.isSuccess}
      onClick={onClaim}
    >
      {claim.isPending ? t('rw_claiming') : t('rw_claim')}
    </button>
  );
}
