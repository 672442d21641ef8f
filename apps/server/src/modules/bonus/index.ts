import { defineModule } from '../../platform/module.js';
import { onSpendLock } from '../wallet/index.js';
import { bonusOpsRoutes, bonusPlayerRoutes } from './routes.js';
import { turnoverLock } from './service.js';
import { turnoverSubscriber } from './subscriber.js';

// Money under an open turnover cannot leave the member's reach by any debit (the wallet knows no bonus).
onSpendLock(turnoverLock);

/**
 * Bonuses and their turnover (issue 14): every paid bonus carries a requirement from its source's rule, counted down
 * by valid bets; a withdrawal, or any other way money leaves the member, waits until it is met or an operator waives it.
 */
export const bonusModule = defineModule('bonus', { player: bonusPlayerRoutes, operator: bonusOpsRoutes, subscribers: () => [turnoverSubscriber()] });

export { openBonuses, payBonus, requiredByReference, rulesOf } from './service.js';
export { turnoverRepo } from './repo.js';
export { contributionOf } from './turnover.js';
export { BONUS_TURNOVER } from './paid-events.js';
