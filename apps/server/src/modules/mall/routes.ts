import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import {
  mallItem,
  mallItems,
  mallOrders,
  opsAdjustPoints,
  opsCreateMallItem,
  opsMallItems,
  opsMallOrderAction,
  opsMallOrders,
  opsMemberPoints,
  opsUpdateMallItem,
  pointsHistory,
  pointsSummary,
  redeem,
} from './service.js';

export const mallPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.pointsSummary, async (req) => pointsSummary(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.pointsHistory, async (req) => pointsHistory(app.db, req.merchant.id, req.auth.memberId, req.query.pageNo));
  serve(app, CALLS.mallItems, async (req) => mallItems(app.db, req.merchant, req.language));
  serve(app, CALLS.mallItem, async (req) => mallItem(app.db, req.merchant, req.language, req.params.id));
  serve(app, CALLS.mallRedeem, async (req) => redeem(app.db, req.merchant, req.auth.memberId, req.language, req.body));
  serve(app, CALLS.mallOrders, async (req) => mallOrders(app.db, req.merchant, req.auth.memberId, req.language, req.query.pageNo));
};

export const mallOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsMallItems, async (req) => opsMallItems(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsCreateMallItem, async (req) => opsCreateMallItem(req.ops, opsMerchantOf(req), req.body));
  serve(app, CALLS.opsUpdateMallItem, async (req) => opsUpdateMallItem(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsMallOrders, async (req) => opsMallOrders(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsMallOrderAction, async (req) => opsMallOrderAction(req.ops, opsMerchantOf(req), req.params.id, req.params.action, req.body.note));
  serve(app, CALLS.opsMemberPoints, async (req) => opsMemberPoints(req.ops.db, opsMerchantOf(req), req.params.id, req.query.pageNo));
  serve(app, CALLS.opsAdjustPoints, async (req) => opsAdjustPoints(req.ops, opsMerchantOf(req), req.params.id, req.body));
};
