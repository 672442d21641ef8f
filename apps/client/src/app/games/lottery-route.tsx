import LotteryPage from '../../features/games/pages/lottery-page';
import { PlaySession } from '../../features/responsible-gaming/components/play-session';

/** /m/lottery: the lottery game under the responsible-gaming session bar and reality checks (issue 29). */
export default function LotteryRoute() {
  return (
    <PlaySession>
      <LotteryPage />
    </PlaySession>
  );
}
