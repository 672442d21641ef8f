import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MobileTemplateSchema,
  OPS_CALLS,
  OpsMerchantStatusSchema,
  OpsMobileTemplateSchema,
  OpsWhitelabelFlagsSchema,
  WhitelabelNodeSchema,
  envelopeOf,
} from '@wps/contract';
import { z } from 'zod';
import { ok } from '../../platform/envelope.js';
import { requireOpsToken } from '../../platform/ops-auth.js';
import { updateMerchantStatus, updateMobileTemplate, updateWhitelabel } from './service.js';

const tags = ['ops'];
const params = z.object({ code: z.string().min(1).max(64) });
const StatusViewSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  blockedCountries: z.array(z.string()),
  blockedIps: z.array(z.string()),
});
const TreesSchema = z.object({ whitelabel: z.array(WhitelabelNodeSchema), menu: z.array(WhitelabelNodeSchema) });

/** Operator API, registered only when OPS_TOKEN is set; not subject to the maintenance / region gate. */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOpsToken);

  app.put(
    OPS_CALLS.merchantStatus.path,
    { schema: { tags, params, body: OpsMerchantStatusSchema, response: { 200: envelopeOf(StatusViewSchema) } } },
    async (req) => {
      const view = await updateMerchantStatus(app.db, req.params.code, req.body);
      app.tenants.invalidate(req.params.code);
      return ok(view);
    },
  );

  app.put(
    OPS_CALLS.merchantWhitelabel.path,
    { schema: { tags, params, body: OpsWhitelabelFlagsSchema, response: { 200: envelopeOf(TreesSchema) } } },
    async (req) => {
      const trees = await updateWhitelabel(app.db, req.params.code, req.body);
      app.tenants.invalidate(req.params.code);
      return ok(trees);
    },
  );

  app.put(
    OPS_CALLS.merchantTemplate.path,
    { schema: { tags, params, body: OpsMobileTemplateSchema, response: { 200: envelopeOf(MobileTemplateSchema) } } },
    async (req) => {
      const template = await updateMobileTemplate(app.db, req.params.code, req.body);
      app.tenants.invalidate(req.params.code);
      return ok(template);
    },
  );
};
