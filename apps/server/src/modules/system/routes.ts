import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CALLS,
  ConsolidatedSettingsSchema,
  CountryListSchema,
  DomainRouteSchema,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
  envelopeOf,
} from '@wps/contract';
import { z } from 'zod';
import { requestAccess } from '../../platform/access.js';
import { ok } from '../../platform/envelope.js';
import { COUNTRIES } from './countries.js';
import { getConsolidated, getDomainRoute, getStatus } from './service.js';

const tags = ['system'];

/** /wps/system/*: tenant settings. Not behind the maintenance / region gate, so the client can show its status page. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CALLS.systemStatus.path,
    { schema: { tags, response: { 200: envelopeOf(SystemStatusSchema) } } },
    async (req) => ok(await getStatus(app.tenants, req.merchant, requestAccess(req), req.hostname)),
  );

  app.get(
    CALLS.systemWhitelabel.path,
    { schema: { tags, response: { 200: envelopeOf(z.array(WhitelabelNodeSchema)) } } },
    async (req) => ok(req.merchant.whitelabel),
  );

  app.get(
    CALLS.systemConsolidated.path,
    { schema: { tags, response: { 200: envelopeOf(ConsolidatedSettingsSchema) } } },
    async (req) => ok(getConsolidated(req.merchant)),
  );

  app.get(
    CALLS.systemDomainRoute.path,
    { schema: { tags, response: { 200: envelopeOf(DomainRouteSchema) } } },
    async (req) => ok(await getDomainRoute(app.tenants, req.merchant, req.hostname)),
  );

  app.get(
    CALLS.systemCountry.path,
    { schema: { tags, response: { 200: envelopeOf(CountryListSchema) } } },
    async () => ok(COUNTRIES),
  );

  app.get(
    CALLS.systemRegisterSetting.path,
    { schema: { tags, response: { 200: envelopeOf(RegisterSettingsSchema) } } },
    async (req) => ok(req.merchant.registerSettings),
  );
};
