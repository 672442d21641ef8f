import { defineModule } from '../../platform/module.js';
import { missionsOpsRoutes, missionsPlayerRoutes } from './routes.js';
import { missionSubscriber } from './subscriber.js';

/**
 * Daily and weekly missions (issue 14): progress from settled rounds and credited deposits, and a MISSION_MANUAL reward
 * in the reward centre once a period's target is reached.
 */
export const missionsModule = defineModule('missions', { player: missionsPlayerRoutes, operator: missionsOpsRoutes, subscribers: () => [missionSubscriber()] });

export { MISSION_PROGRESS } from './subscriber.js';
export { missionRepo } from './repo.js';
