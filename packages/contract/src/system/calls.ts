import { z } from 'zod';
import { defineCalls } from '../call.js';
import { OpsMerchantParamsSchema } from '../common.js';
import {
  ConsolidatedSettingsSchema,
  CountryListSchema,
  DomainRouteSchema,
  MobileTemplateSchema,
  OpsMerchantCountrySchema,
  OpsMerchantLinksSchema,
  OpsMerchantLinksViewSchema,
  OpsMerchantStatusSchema,
  OpsMerchantStatusViewSchema,
  OpsMerchantTreesSchema,
  OpsMobileTemplateSchema,
  OpsWhitelabelFlagsSchema,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from './schemas.js';

/**
 * The site frame: the merchant's status and settings the client reads before its first screen (answered during
 * maintenance too), the OpenAPI document, and the operator's switches of a merchant (status, whitelabel, template, links).
 */
export const systemCalls = defineCalls('system', {
  systemStatus: { method: 'GET', path: '/wps/system/status', access: 'visitor', answer: SystemStatusSchema, summary: 'Merchant status and start-up settings' },
  systemWhitelabel: { method: 'GET', path: '/wps/system/whitelabel', access: 'visitor', answer: z.array(WhitelabelNodeSchema) },
  systemConsolidated: { method: 'GET', path: '/wps/system/settings/consolidated', access: 'visitor', answer: ConsolidatedSettingsSchema },
  systemDomainRoute: { method: 'GET', path: '/wps/system/domainRoute', access: 'visitor', answer: DomainRouteSchema },
  systemCountry: { method: 'GET', path: '/wps/system/country', access: 'visitor', answer: CountryListSchema },
  systemRegisterSetting: { method: 'GET', path: '/wps/system/setting/register', access: 'visitor', answer: RegisterSettingsSchema },
  openApi: { method: 'GET', path: '/wps/docs', access: 'visitor', answer: 'raw', summary: 'This OpenAPI document' },

  opsMerchantStatus: {
    method: 'PUT',
    path: '/ops/merchants/:code/status',
    access: 'operator',
    roles: ['risk'],
    params: OpsMerchantParamsSchema,
    body: OpsMerchantStatusSchema,
    answer: OpsMerchantStatusViewSchema,
    summary: 'Maintenance and region restriction',
  },
  opsMerchantWhitelabel: {
    method: 'PUT',
    path: '/ops/merchants/:code/whitelabel',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsWhitelabelFlagsSchema,
    answer: OpsMerchantTreesSchema,
    summary: 'Whitelabel and menu switches by module id',
  },
  opsMerchantTemplate: {
    method: 'PUT',
    path: '/ops/merchants/:code/template',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsMobileTemplateSchema,
    answer: MobileTemplateSchema,
    summary: 'Mobile template settings',
  },
  opsMerchantLinks: {
    method: 'PUT',
    path: '/ops/merchants/:code/links',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsMerchantLinksSchema,
    answer: OpsMerchantLinksViewSchema,
    summary: 'Download and contact resources, customer-service channels',
  },
  opsMerchantCountry: {
    method: 'PUT',
    path: '/ops/merchants/:code/country',
    access: 'operator',
    roles: ['content'],
    params: OpsMerchantParamsSchema,
    body: OpsMerchantCountrySchema,
    answer: RegisterSettingsSchema,
    summary: "The merchant's country (default dialing code of the mobile fields)",
  },
});
