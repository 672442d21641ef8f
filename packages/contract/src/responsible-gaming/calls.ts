import { defineCalls } from '../call.js';
import {
  OpsRgExtendSchema,
  OpsRgMemberParamsSchema,
  OpsRgMemberSchema,
  OpsRgToolPageSchema,
  OpsRgToolQuerySchema,
  RgExclusionRequestSchema,
  RgLimitSchema,
  RgPlaySchema,
  RgPlaySettingsSchema,
  RgRealityAnswerSchema,
  RgStatementQuerySchema,
  RgStatementSchema,
  RgSetLimitSchema,
  RgStateSchema,
  RgTimeoutRequestSchema,
} from './schemas.js';
import { OpsMerchantParamsSchema } from '../common.js';

// The risk team's (issue 29); every change audited.
const ops = { access: 'operator', roles: ['risk'] } as const;

export const responsibleGamingCalls = defineCalls('responsible-gaming', {
  rgState: { method: 'GET', path: '/wps/rg/state', access: 'member', answer: RgStateSchema, summary: 'My limits, their use and raises waiting, my break' },
  rgSetLimit: { method: 'POST', path: '/wps/rg/limits', access: 'member', body: RgSetLimitSchema, answer: RgLimitSchema, summary: 'Set, lower (now), raise or remove (after 24 hours) a limit' },
  rgTimeout: { method: 'POST', path: '/wps/rg/timeout', access: 'member', encrypted: true, body: RgTimeoutRequestSchema, answer: RgStateSchema, summary: 'Take a break of 24 hours to 6 weeks' },
  rgExclude: { method: 'POST', path: '/wps/rg/exclusion', access: 'member', encrypted: true, body: RgExclusionRequestSchema, answer: RgStateSchema, summary: 'Exclude myself for 6 months or more' },
  rgSetPlay: { method: 'POST', path: '/wps/rg/play/settings', access: 'member', body: RgPlaySettingsSchema, answer: RgStateSchema, summary: 'Set my session time limit and reality-check interval' },
  rgPlay: { method: 'GET', path: '/wps/rg/play', access: 'member', answer: RgPlaySchema, summary: 'My play session: time, net position, reality check due (polled by the game pages)' },
  rgReality: { method: 'POST', path: '/wps/rg/play/reality', access: 'member', body: RgRealityAnswerSchema, answer: RgPlaySchema, summary: 'Answer a reality check: continue or stop playing' },
  rgPromptSeen: { method: 'POST', path: '/wps/rg/prompt', access: 'member', answer: RgStateSchema, summary: 'The page offered before the first wager was seen (set limits or not now)' },
  rgStatement: { method: 'GET', path: '/wps/rg/statement', access: 'member', query: RgStatementQuerySchema, answer: RgStatementSchema, summary: 'My deposits, withdrawals, wagers, wins and net per day or month' },

  // ---- operator ----
  opsRgMembers: { method: 'GET', path: '/ops/merchants/:code/rg/members', ...ops, params: OpsMerchantParamsSchema, query: OpsRgToolQuerySchema, answer: OpsRgToolPageSchema, summary: 'Members under a tool' },
  opsRgMember: { method: 'GET', path: '/ops/merchants/:code/rg/members/:id', ...ops, params: OpsRgMemberParamsSchema, answer: OpsRgMemberSchema, summary: "A member's limits, history and break" },
  opsRgExtend: { method: 'POST', path: '/ops/merchants/:code/rg/members/:id/extend', ...ops, params: OpsRgMemberParamsSchema, body: OpsRgExtendSchema, answer: OpsRgMemberSchema, summary: 'Lengthen a time-out or exclusion (never shorten)' },
});
