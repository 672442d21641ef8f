import { defineCalls } from '../call.js';
import { OpsItemParamsSchema, OpsMerchantParamsSchema } from '../common.js';
import {
  MissionListSchema,
  OpsMissionCompletionPageSchema,
  OpsMissionCompletionsQuerySchema,
  OpsMissionCreateSchema,
  OpsMissionEnableSchema,
  OpsMissionPageSchema,
  OpsMissionSchema,
  OpsMissionUpdateSchema,
  OpsMissionsQuerySchema,
} from './schemas.js';

const content = { access: 'operator', roles: ['content'] } as const;

export const missionsCalls = defineCalls('missions', {
  missionList: { method: 'GET', path: '/wps/missions', access: 'member', answer: MissionListSchema, summary: "The current periods' missions with progress" },

  // ---- operator ----
  opsMissions: {
    method: 'GET',
    path: '/ops/merchants/:code/missions',
    ...content,
    params: OpsMerchantParamsSchema,
    query: OpsMissionsQuerySchema,
    answer: OpsMissionPageSchema,
    summary: 'Missions in display order, enabled or not',
  },
  opsCreateMission: { method: 'POST', path: '/ops/merchants/:code/missions', ...content, params: OpsMerchantParamsSchema, body: OpsMissionCreateSchema, answer: OpsMissionSchema },
  opsUpdateMission: { method: 'PUT', path: '/ops/merchants/:code/missions/:id', ...content, params: OpsItemParamsSchema, body: OpsMissionUpdateSchema, answer: OpsMissionSchema },
  opsEnableMission: {
    method: 'PUT',
    path: '/ops/merchants/:code/missions/:id/enabled',
    ...content,
    params: OpsItemParamsSchema,
    body: OpsMissionEnableSchema,
    answer: OpsMissionSchema,
    summary: 'Switch a mission on or off',
  },
  opsMissionCompletions: {
    method: 'GET',
    path: '/ops/merchants/:code/missions/completions',
    ...content,
    params: OpsMerchantParamsSchema,
    query: OpsMissionCompletionsQuerySchema,
    answer: OpsMissionCompletionPageSchema,
    summary: 'Who completed which mission, newest first',
  },
});
