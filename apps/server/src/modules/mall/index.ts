import { defineModule } from '../../platform/module.js';
import { mallOpsRoutes, mallPlayerRoutes } from './routes.js';
import { pointsSubscriber } from './subscriber.js';

/**
 * Points and the points mall (issue 14): valid bets earn points (a ledger, never below zero), members redeem them for
 * bonus cash, vouchers or goods the operator ships.
 */
export const mallModule = defineModule('mall', { player: mallPlayerRoutes, operator: mallOpsRoutes, subscribers: () => [pointsSubscriber()] });

export { movePoints, pointsFor } from './points.js';
export { MALL_POINTS } from './subscriber.js';
