import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { opsMerchantOf } from '../../../platform/ops-auth.js';
import { outboundPolicyOf } from '../../../platform/outbound-url.js';
import { serve } from '../../../platform/serve.js';
import { catalogueCacheOf, clearCatalogue } from '../service.js';
import { listIntegrations, reconcileVendor, updateIntegration } from './ops.js';

/** The operator's aggregator connections and their reconciliation (changes are audited; a reconciliation is a read). */
export const hub88OpsRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.opsVendorIntegrations, async (req) => listIntegrations(req.ops, opsMerchantOf(req)));
  const cache = catalogueCacheOf(app);
  serve(app, CALLS.opsUpdateVendorIntegration, async (req) => {
    const updated = await updateIntegration(req.ops, opsMerchantOf(req), req.params.vendor, req.body, outboundPolicyOf(app));
    // The wallet API reads the connections through the cache: a switched-off vendor or a new key applies at once here.
    clearCatalogue(cache);
    return updated;
  });
  serve(app, CALLS.opsReconcileVendor, async (req) => reconcileVendor(app, req.ops, opsMerchantOf(req), req.params.vendor, req.query.day));
};
