import { defineModule } from '../../platform/module.js';
import { agentOpsRoutes, agentPlayerRoutes } from './routes.js';
import { teamFeedSubscriber } from './team-feed.js';

/**
 * The agent network (issue 12): team reports, downlines and their rebates, transfers to downlines, affiliate links and
 * registration under an agent; the team feed (per member and hour, from the games, deposit and withdrawal events) the
 * reports and the settlement read. Contracts and their settlement are `agent-contracts`, which uses the exports below.
 */
export const agentModule = defineModule('agent', { player: agentPlayerRoutes, operator: agentOpsRoutes, subscribers: () => [teamFeedSubscriber()] });

export { agentOf, inTeam, isDirectDownline, isInSubtree, requireAgent, subtreePath, teamMemberIds } from './repo.js';
export { teamFigures, type TeamFiguresRaw } from './feed-repo.js';
// The settlement waits for the feed; the demo seed fills it once from its back-dated rows.
export { TEAM_FEED, backfillTeamFeed, requireTeamFeed } from './team-feed.js';
export { checkSiteKind } from './site.js';
export { placeUnderAgent, resolveAffiliate, type AffiliatePlacement } from './register-repo.js';
