import type { FastifyPluginAsync } from 'fastify';
import { CALLS } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import { requestAccess } from '../../platform/access.js';
import { opsMerchantOf, recordChange } from '../../platform/ops-auth.js';
import { serve, type CallRequest } from '../../platform/serve.js';
import { COUNTRIES } from './countries.js';
import { dashboard } from './dashboard.js';
import { deliverySubscribers, listDeliveries, retryDelivery, retrySubscriber } from './deliveries.js';
import {
  languagesView,
  merchantSettings,
  statusView,
  updateCountry,
  updateLanguages,
  updateLinks,
  updateMerchantStatus,
  updateMobileTemplate,
  updateWhitelabel,
} from './operator.js';
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

/**
 * The operator's switches of a merchant, its settings as they are and its dashboard. A change drops the cached
 * merchant of this instance at once (the player's next status or settings read shows it); its audit row keeps the
 * state before (the merchant as the guard read it).
 */
export const systemOpsRoutes: FastifyPluginAsync = async (app) => {
  const changed = async <T>(req: CallRequest<unknown>, before: (m: Merchant) => unknown, change: Promise<T>): Promise<T> => {
    const merchant = opsMerchantOf(req);
    req.ops.audit.target = `merchant ${merchant.code}`;
    req.ops.audit.before = before(merchant);
    const view = await change;
    app.tenants.invalidate(merchant.code);
    return view;
  };
  serve(app, CALLS.opsMerchantStatus, (req) => changed(req, statusView, updateMerchantStatus(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantWhitelabel, (req) =>
    changed(req, (m) => ({ whitelabel: m.whitelabel, menu: m.menu }), updateWhitelabel(req.ops.db, req.params.code, req.body)),
  );
  serve(app, CALLS.opsMerchantTemplate, (req) => changed(req, (m) => m.mobileTemplate, updateMobileTemplate(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantLinks, (req) =>
    changed(req, (m) => ({ resources: m.resources, customerService: m.customerService }), updateLinks(req.ops.db, req.params.code, req.body)),
  );
  serve(app, CALLS.opsMerchantCountry, (req) => changed(req, (m) => m.registerSettings, updateCountry(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantLanguages, (req) => changed(req, languagesView, updateLanguages(req.ops.db, req.params.code, req.body)));
  serve(app, CALLS.opsMerchantSettings, async (req) => merchantSettings(opsMerchantOf(req)));
  serve(app, CALLS.opsDashboard, async (req) => dashboard(req.ops.db, opsMerchantOf(req), req.query));

  // Given-up event deliveries. A retry re-queues (audited, without the event's payload) and wakes the bus, which
  // delivers once the call's transaction has committed, before the answer leaves (see eventsPlugin).
  serve(app, CALLS.opsEventDeliveries, async (req) => listDeliveries(req.ops.db, opsMerchantOf(req), req.query));
  serve(app, CALLS.opsEventDeliverySubscribers, async (req) => deliverySubscribers(req.ops.db, opsMerchantOf(req)));
  serve(app, CALLS.opsRetryEventDelivery, async (req) => {
    const after = await recordChange(req, `event delivery ${req.params.id}`, () => retryDelivery(req.ops.db, opsMerchantOf(req), req.params.id));
    req.ops.audit.after = { ...after, payload: {} };
    app.events.wake();
    return after;
  });
  serve(app, CALLS.opsRetryEventDeliveries, async (req) => {
    const { ids, answer } = await retrySubscriber(req.ops.db, opsMerchantOf(req), req.body.subscriber);
    req.ops.audit.target = `event deliveries of ${answer.subscriber}`;
    req.ops.audit.after = { ...answer, ids };
    if (ids.length) app.events.wake();
    return answer;
  });
};
