import { z } from 'zod';
import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import { OpsMemberParamsSchema } from '../member/schemas.js';
import {
  OpsTurnoverParamsSchema,
  OpsTurnoverRuleParamsSchema,
  OpsTurnoverSchema,
  OpsWaiveTurnoverSchema,
  TurnoverRuleSchema,
  TurnoverRuleUpdateSchema,
  TurnoverStatusAnswerSchema,
} from './schemas.js';

export const bonusCalls = defineCalls('bonus', {
  /** The member's open turnover requirements: the withdrawal screen shows their progress. */
  turnoverStatus: { method: 'GET', path: '/wps/bonus/turnover', access: 'member', answer: TurnoverStatusAnswerSchema },

  // ---- operator ----
  opsTurnoverRules: {
    method: 'GET',
    path: '/ops/merchants/:code/turnover-rules',
    access: 'operator',
    roles: ['finance', 'risk'],
    params: OpsMerchantParamsSchema,
    answer: z.array(TurnoverRuleSchema),
    summary: 'The turnover rule of each bonus source',
  },
  opsUpdateTurnoverRule: {
    method: 'PUT',
    path: '/ops/merchants/:code/turnover-rules/:source',
    access: 'operator',
    roles: ['finance'],
    params: OpsTurnoverRuleParamsSchema,
    body: TurnoverRuleUpdateSchema,
    answer: TurnoverRuleSchema,
    summary: 'Sets what bonuses of a source ask from now on (bonuses already paid keep theirs)',
  },
  opsMemberTurnover: {
    method: 'GET',
    path: '/ops/merchants/:code/members/:id/turnover',
    access: 'operator',
    roles: ['support', 'finance', 'risk'],
    params: OpsMemberParamsSchema,
    answer: z.array(OpsTurnoverSchema),
    summary: "The member's bonuses and their turnover, newest first",
  },
  opsWaiveTurnover: {
    method: 'POST',
    path: '/ops/merchants/:code/members/:id/turnover/:turnoverId/waive',
    access: 'operator',
    roles: ['finance'],
    params: OpsTurnoverParamsSchema,
    body: OpsWaiveTurnoverSchema,
    answer: OpsTurnoverSchema,
    summary: 'Lifts an open turnover requirement, with a reason',
  },
});
