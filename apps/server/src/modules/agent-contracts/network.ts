// What contracts need of the agent network (the agent module): guards, the direct-downline check, team figures and
// whether the team feed they come from has caught up with a period.
export { agentOf, isDirectDownline, requireAgent, requireTeamFeed, teamFigures } from '../agent/index.js';
