import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { cancelRaffle, createRaffle, drawRaffle, opsRaffleEntries, opsRaffles, raffleDetail, raffleList, updateRaffle } from './service.js';

export const rafflesPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.raffleList, async (req) => raffleList(app.db, req.merchant, req.auth.memberId, req.language));
  serve(app, CALLS.raffleDetail, async (req) => raffleDetail(app.db, req.merchant, req.auth.memberId, req.params.id, req.language));
};

export const rafflesOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsRaffles, async (req) => opsRaffles(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsCreateRaffle, async (req) => createRaffle(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateRaffle, async (req) => updateRaffle(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsCancelRaffle, async (req) => cancelRaffle(req.ops, opsMerchantOf(req), req.params.id));
  serve(app, CALLS.opsRaffleEntries, async (req) => opsRaffleEntries(req.ops.db, opsMerchantOf(req), req.params.id, req.query));
  serve(app, CALLS.opsDrawRaffle, async (req) => drawRaffle(req.ops, opsMerchantOf(req), req.params.id));
};
