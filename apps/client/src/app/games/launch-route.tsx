import LaunchGamePage from '../../features/games/pages/launch-game-page';
import { LaunchTransfer } from '../../features/wallet/components/launch-transfer';

/** /m/launchGame: the launch page, with the wallet's transfer offer before a transfer-mode vendor's game (issue 33 item 18). */
export default function LaunchRoute() {
  return <LaunchGamePage transferStep={(vendor, onDone) => <LaunchTransfer vendor={vendor} onDone={onDone} />} />;
}
