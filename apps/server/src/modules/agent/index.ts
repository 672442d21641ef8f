import { defineModule } from '../../platform/module.js';
import { agentOpsRoutes, agentPlayerRoutes } from './routes.js';

/**
 * The agent network (issue 12): team reports, downlines and their rebates, transfers to downlines, affiliate links and
 * registration under an agent. Contracts and their settlement are `agent-contracts`, which uses the exports below.
 */
export const agentModule = defineModule('agent', { player: agentPlayerRoutes, operator: agentOpsRoutes });

export { agentOf, inTeam, isDirectDownline, isInSubtree, requireAgent, subtreePath, teamFigures, teamMemberIds, type TeamFiguresRaw } from './repo.js';
export { checkSiteKind } from './site.js';
export { placeUnderAgent, resolveAffiliate, type AffiliatePlacement } from './register-repo.js';
