import { defineModule } from '../../platform/module.js';
import { bonusOpsRoutes, bonusPlayerRoutes } from './routes.js';
import { turnoverSubscriber } from './subscriber.js';

/**
 * Bonuses and their turnover (issue 14): every paid bonus carries a requirement from its source's rule, counted down
 * by valid bets; a withdrawal waits until it is met or an operator waives it.
 */
export const bonusModule = defineModule('bonus', { player: bonusPlayerRoutes, operator: bonusOpsRoutes, subscribers: () => [turnoverSubscriber()] });

export { assertTurnoverMet, openBonuses, payBonus, requiredByReference, rulesOf } from './service.js';
export { turnoverRepo } from './repo.js';
export { contributionOf } from './turnover.js';
export { BONUS_TURNOVER } from './subscriber.js';
