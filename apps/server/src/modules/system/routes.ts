import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { requestAccess } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import { COUNTRIES } from './countries.js';
import { updateCountry, updateLinks, updateMerchantStatus, updateMobileTemplate, updateWhitelabel } from './operator.js';
import { getConsolidated, getDomainRoute, getStatus } from './service.js';

/** /wps/system/*: tenant settings. Not behind the maintenance / region gate, so the client can show its status page. */
export const systemSiteRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.systemStatus, async (req) => getStatus(app.tenants, req.merchant, requestAccess(req), req.hostname));
  serve(app, CALLS.systemWhitelabel, async (req) => req.merchant.whitelabel);
  serve(app, CALLS.systemConsolidated, async (req) => getConsolidated(req.merchant));
  serve(app, CALLS.systemDomainRoute, async (req) => getDomainRoute(app.tenants, req.merchant, req.hostname));
  serve(app, CALLS.systemCountry, async () => COUNTRIES);
  serve(app, CALLS.systemRegisterSetting, async (req) => req.merchant.registerSettings);
};

/** The OpenAPI document: no merchant, answered during maintenance too. */
export const systemPublicRoutes: FastifyPluginAsync = async (app) => {
  serve(app, CALLS.openApi, async () => app.swagger());
};

/** The operator's switches of a merchant; cached merchants of this instance are dropped at once. */
export const systemOpsRoutes: FastifyPluginAsync = async (app) => {
  const changed = async <T>(code: string, change: Promise<T>): Promise<T> => {
    const view = await change;
    app.tenants.invalidate(code);
    return view;
  };
  serve(app, CALLS.opsMerchantStatus, (req) => changed(req.params.code, updateMerchantStatus(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantWhitelabel, (req) => changed(req.params.code, updateWhitelabel(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantTemplate, (req) => changed(req.params.code, updateMobileTemplate(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantLinks, (req) => changed(req.params.code, updateLinks(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantCountry, (req) => changed(req.params.code, updateCountry(req.ops.db, req.params.code, req.body)));
};
