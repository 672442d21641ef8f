import '../rewards.css';
import { REWARD_LISTS, type RewardListName } from '@wps/contract/lite';
import { Link, useSearchParams } from 'react-router';
import { Tabs } from '../../../shared/ui/form/choices';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useRewardListInfiniteQuery } from '../api/rewards';
import { ClaimButton } from '../components/claim-button';
import { RewardCard } from '../components/reward-card';
import { useRewardsTranslation } from '../i18n';

const listOf = (tab: string | null): RewardListName => (REWARD_LISTS.find((l) => l === tab) ?? 'waiting');

/**
 * Reward centre (/m/rewardCenter, spec part 1 s2): the rewards waiting to be claimed and the history of claimed and
 * closed ones. Members only; a trial account gets the register prompt (rewards are real money).
 */
export default function RewardCentrePage() {
  const { t } = useRewardsTranslation();
  const [params, setParams] = useSearchParams();
  const list = listOf(params.get('tab'));
  return (
    <MoneyPage
      title={t('reward_center')}
      testId="reward-centre"
      realMoney
      aside={
        <>
          <Link to="/m/rewardCenter/missions" className="btn btn-accent btn-sm" data-testid="reward-missions-link">
            {t('rw_missions')}
          </Link>
          <Link to="/m/rewardCenter/raffles" className="btn btn-accent btn-sm" data-testid="reward-raffles-link">
            {t('rw_raffles')}
          </Link>
        </>
      }
    >
      <Tabs
        label={t('rw_tabs')}
        value={list}
        onChange={(l) => setParams(l === 'waiting' ? {} : { tab: l }, { replace: true })}
        tabs={REWARD_LISTS.map((l) => ({ value: l, label: t(`rw_tab_${l}`) }))}
      />
      <div role="tabpanel" aria-label={t(`rw_tab_${list}`)}>
        <RewardList key={list} list={list} />
      </div>
      <p className="mn-note">{t('rw_note')}</p>
    </MoneyPage>
  );
}

function RewardList({ list }: { list: RewardListName }) {
  const { t } = useRewardsTranslation();
  const q = useRewardListInfiniteQuery(list);
  return (
    <InfiniteList
      query={q}
      items={pageItems(q.data)}
      testId="reward-list"
      emptyTestId="reward-empty"
      emptyText={t(`rw_empty_${list}`)}
      className="ls-list rw-list"
      render={(r) => <RewardCard key={r.id} reward={r} claim={<ClaimButton reward={r} />} />}
    />
  );
}
