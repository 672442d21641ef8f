import { defineCalls } from '../call.js';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import {
  OpsRaffleCreateSchema,
  OpsRaffleEntriesQuerySchema,
  OpsRaffleEntryPageSchema,
  OpsRafflePageSchema,
  OpsRaffleSchema,
  OpsRafflesQuerySchema,
  OpsRaffleUpdateSchema,
  RaffleDetailSchema,
  RaffleListSchema,
  RaffleParamsSchema,
} from './schemas.js';

// Finance's: a raffle pays cash prizes (the back office shows each menu group to its own role only).
const ops = { access: 'operator', roles: ['finance'] } as const;

export const rafflesCalls = defineCalls('raffles', {
  raffleList: { method: 'GET', path: '/wps/raffles', access: 'member', answer: RaffleListSchema, summary: 'Open and recently drawn raffles with my tickets' },
  raffleDetail: { method: 'GET', path: '/wps/raffles/:id', access: 'member', params: RaffleParamsSchema, answer: RaffleDetailSchema, summary: 'A raffle with its winners' },

  // ---- operator ----
  opsRaffles: { method: 'GET', path: '/ops/merchants/:code/raffles', ...ops, params: OpsMerchantParamsSchema, query: OpsRafflesQuerySchema, answer: OpsRafflePageSchema, summary: 'Raffles, newest first' },
  opsCreateRaffle: { method: 'POST', path: '/ops/merchants/:code/raffles', ...ops, params: OpsMerchantParamsSchema, body: OpsRaffleCreateSchema, answer: OpsRaffleSchema },
  opsUpdateRaffle: { method: 'PUT', path: '/ops/merchants/:code/raffles/:id', ...ops, params: OpsItemParamsSchema, body: OpsRaffleUpdateSchema, answer: OpsRaffleSchema, summary: 'Change a raffle before its draw' },
  opsCancelRaffle: { method: 'POST', path: '/ops/merchants/:code/raffles/:id/cancel', ...ops, params: OpsItemParamsSchema, answer: OpsRaffleSchema, summary: 'Cancel a raffle that is not drawn' },
  opsRaffleEntries: {
    method: 'GET',
    path: '/ops/merchants/:code/raffles/:id/entries',
    ...ops,
    params: OpsItemParamsSchema,
    query: OpsRaffleEntriesQuerySchema,
    answer: OpsRaffleEntryPageSchema,
    summary: 'Members entered and their tickets, most tickets first',
  },
  /** Draws winners weighted by tickets, exactly once; each winner gets a RAFFLE reward in the reward centre. */
  opsDrawRaffle: { method: 'POST', path: '/ops/merchants/:code/raffles/:id/draw', ...ops, params: OpsItemParamsSchema, answer: OpsRaffleSchema, summary: 'Draw a closed raffle' },
});
