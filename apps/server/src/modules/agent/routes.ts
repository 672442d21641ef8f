import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsAgentTree, opsUpdateAgent } from './ops-service.js';
import { opsSetSiteHost, opsSiteHosts } from './site.js';
import {
  affLinks,
  agentAffiliate,
  createAffLink,
  deleteAffLink,
  downline,
  downlines,
  rebateQuota,
  regAff,
  subordinates,
  teamKpiA,
  teamKpiB,
  transferDownlines,
  updateDownlineRebate,
} from './service.js';

export const agentPlayerRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.teamKpiA, async (req) => teamKpiA(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.teamKpiB, async (req) => teamKpiB(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.subordinates, async (req) => subordinates(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.downline, async (req) => downline(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.downlines, async (req) => downlines(app.db, req.merchant, req.auth.memberId, req.query));
  serve(app, CALLS.updateDownlineRebates, async (req) => updateDownlineRebate(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.transferDownline, async (req) =>
    transferDownlines(app.db, req.merchant, req.auth.memberId, {
      items: [{ memberId: req.body.memberId, amount: req.body.amount }],
      paymentPassword: req.body.paymentPassword,
      requestId: req.body.requestId,
    }),
  );
  serve(app, CALLS.transferMultipleDownline, async (req) => transferDownlines(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.agentAffiliate, async (req) => agentAffiliate(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.affLinks, async (req) => affLinks(app.db, req.merchant, req.auth.memberId));
  serve(app, CALLS.createAffLink, async (req) => createAffLink(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.deleteAffLink, async (req) => deleteAffLink(app.db, req.merchant, req.auth.memberId, req.body.id));
  serve(app, CALLS.regAff, async (req) => regAff(app.db, req.merchant, req.auth.memberId, req.body));
  serve(app, CALLS.agentRebateQuota, async (req) => rebateQuota(app.db, req.merchant, req.auth.memberId));
};

export const agentOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsAgentTree, async (req) => opsAgentTree(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsUpdateAgent, async (req) => opsUpdateAgent(req.ops, opsMerchantOf(req), req.params.id, req.body));
  serve(app, CALLS.opsAgentSiteHosts, async (req) => opsSiteHosts(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsSetAgentSiteHost, async (req) => opsSetSiteHost(req.ops, opsMerchantOf(req), req.body));
};
