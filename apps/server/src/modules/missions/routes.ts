import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { createMission, enableMission, missionList, opsMissionCompletions, opsMissions, updateMission } from './service.js';

export const missionsPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.missionList, async (req) => missionList(app.db, req.merchant, req.auth.memberId, req.language));
};

export const missionsOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsMissions, async (req) => opsMissions(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsCreateMission, async (req) => createMission(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateMission, async (req) => updateMission(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsEnableMission, async (req) => enableMission(req.ops, opsMerchantOf(req), req.params.id, req.body.enabled));
  serve(app, CALLS.opsMissionCompletions, async (req) => opsMissionCompletions(req.ops.db, opsMerchantOf(req), req.query));
};
