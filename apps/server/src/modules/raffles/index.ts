import { defineModule } from '../../platform/module.js';
import { onRewardClaim } from '../rewards/index.js';
import { rafflesOpsRoutes, rafflesPlayerRoutes } from './routes.js';
import { enterTickets } from './service.js';
import { raffleSubscriber } from './subscriber.js';

// A TICKET reward's claim enters its tickets instead of paying money (the reward centre knows no raffle).
onRewardClaim('TICKET', enterTickets);

/**
 * Raffles (issue 14): credited deposits earn TICKET rewards, claimed tickets enter the raffle, an operator draws it
 * once and each winner gets a RAFFLE reward in the reward centre.
 */
export const rafflesModule = defineModule('raffles', { player: rafflesPlayerRoutes, operator: rafflesOpsRoutes, subscribers: () => [raffleSubscriber()] });

export { RAFFLE_TICKETS } from './subscriber.js';
export { raffleRepo } from './repo.js';
