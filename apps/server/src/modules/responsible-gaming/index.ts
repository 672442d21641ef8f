import { defineModule } from '../../platform/module.js';
import { onDepositCheck } from '../deposit/index.js';
import { onAccessBar } from '../member/index.js';
import { onPlayGuard } from '../wallet/index.js';
import { rgOpsRoutes, rgPlayerRoutes } from './routes.js';
import { rgAccessBar, rgDepositCheck, rgPlayGuard } from './service.js';

// The server enforces every rule where money moves or play starts (issue 29): deposits before their order, login,
// launch and the Hub88 ticket through the member's access bar, every bet and vendor transfer in the wallet's debit.
onDepositCheck(rgDepositCheck);
onAccessBar(rgAccessBar);
onPlayGuard(rgPlayGuard);

/** When marketing stays quiet for a member (the messages module's inbox leaves out broadcasts sent in a break). */
export { marketingQuiet } from './service.js';

/** Responsible gaming: limits, time-outs and self-exclusion, for members and the risk team. */
export const responsibleGamingModule = defineModule('responsible-gaming', { player: rgPlayerRoutes, operator: rgOpsRoutes });
