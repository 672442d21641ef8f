import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import { requestAccess } from '../../platform/access.js';
import { serve } from '../../platform/serve.js';
import { COUNTRIES } from './countries.js';
import { updateMerchantStatus, updateMobileTemplate, updateWhitelabel } from './operator.js';
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
  serve(app, CALLS.opsMerchantStatus, async (req) => {
    const view = await updateMerchantStatus(app.db, req.params.code, req.body);
    app.tenants.invalidate(req.params.code);
    return view;
  });
  serve(app, CALLS.opsMerchantWhitelabel, async (req) => {
    const trees = await updateWhitelabel(app.db, req.params.code, req.body);
    app.tenants.invalidate(req.params.code);
    return trees;
  });
  serve(app, CALLS.opsMerchantTemplate, async (req) => {
    const template = await updateMobileTemplate(app.db, req.params.code, req.body);
    app.tenants.invalidate(req.params.code);
    return template;
  });
};
