import type { FastifyPluginAsync } from 'fastify';
import { CALLS, OpsRunJobSchema } from '@wps/contract';
import { opsMerchantOf } from '../../platform/ops-auth.js';
import { serve } from '../../platform/serve.js';
import { opsBenefitRules, opsJobRuns, runJobNow, updateBenefitRule } from './benefits-service.js';
import { opsVipLevels, updateVipLevel } from './ops-service.js';

/** The operator's VIP levels, where the periodic benefits land, and the scheduled jobs' runs. */
export const vipOpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsVipLevels, async (req) => opsVipLevels(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateVipLevel, async (req) => updateVipLevel(req.ops, opsMerchantOf(req), req.params.level, req.body));
  serve(app, CALLS.opsVipBenefitRules, async (req) => opsBenefitRules(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsUpdateVipBenefitRule, async (req) => updateBenefitRule(req.ops, opsMerchantOf(req), req.params.benefit, req.body.landing));
  serve(app, CALLS.opsJobRuns, async (req) => opsJobRuns(req.ops.db, opsMerchantOf(req), req.query));
  // A job whose units call the aggregator has them collected before the audited transaction opens (Job.remoteUnits).
  const prepared = new WeakMap<object, unknown[]>();
  serve(app, CALLS.opsRunJob, async (req) => runJobNow(req.ops, app.jobs, opsMerchantOf(req), req.body, prepared.get(req)), {
    preHandler: async (req) => {
      const body = OpsRunJobSchema.safeParse(req.body);
      const units = body.success ? await app.jobs.prepareUnits(body.data.job, opsMerchantOf(req).id, body.data.period) : undefined;
      if (units) prepared.set(req, units);
    },
  });
};
