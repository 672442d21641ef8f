import LaunchGamePage from '../../features/games/pages/launch-game-page';
import { PlaySession } from '../../features/responsible-gaming/components/play-session';
import { LaunchTransfer } from '../../features/wallet/components/launch-transfer';

/**
 * /m/launchGame: the launch page, with the wallet's transfer offer before a transfer-mode vendor's game (issue 33 item
 * 18), under the responsible-gaming session bar and reality checks (issue 29).
 */
export default function LaunchRoute() {
  return (
    <PlaySession>
      <LaunchGamePage transferStep={(vendor, onDone) => <LaunchTransfer vendor={vendor} onDone={onDone} />} />
    </PlaySession>
  );
}
