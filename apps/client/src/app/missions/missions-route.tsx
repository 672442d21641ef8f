import { ClaimButton } from '../../features/rewards/components/claim-button';
import MissionsPage from '../../features/missions/pages/missions-page';

/** /m/rewardCenter/missions: the missions screen, whose completed missions are claimed with the reward centre's button. */
export default function MissionsRoute() {
  return <MissionsPage claim={(reward) => <ClaimButton reward={reward} />} />;
}
