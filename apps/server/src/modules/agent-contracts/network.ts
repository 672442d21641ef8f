// What contracts need of the agent network (the agent module): guards, the direct-downline check, team figures.
export { agentOf, isDirectDownline, requireAgent, teamFigures } from '../agent/index.js';
