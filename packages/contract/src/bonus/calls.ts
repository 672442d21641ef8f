import { z } from 'zod';
import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import { OpsMemberParamsSchema } from '../member/schemas.js';
import {
  OpsTurnoverParamsSchema,
  OpsTurnoverRuleParamsSchema,
  OpsTurnoverSchema,
  OpsWaiveTurnoverSchema,
  TurnoverRuleQuerySchema,
  TurnoverRuleSchema,
  TurnoverRuleUpdateSchema,
  TurnoverStatusAnswerSchema,
} from './schemas.js';

export const bonusCalls = defineCalls('bonus', {
  /** The member's open turnover requirements: the withdrawal screen shows their progress. */
  turnoverStatus: { method: 'GET', path: '/wps/bonus/turnover', access: 'member', answer: TurnoverStatusAnswerSchema },
  /** What a bonus of this source will ask before money can leave: shown before the member accepts one. */
  turnoverRule: {
    method: 'GET',
    path: '/wps/bonus/turnoverRule',
    access: 'member',
    query: TurnoverRuleQuerySchema,
    answer: TurnoverRuleSchema,
    summary: "A bonus source's turnover rule as it is now",
  },

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
