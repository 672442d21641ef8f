import { z } from 'zod';
import { LANGUAGE_CODES } from '../languages.js';
import { RESOURCE_TYPES, isSiteLink, type WhitelabelNode } from './rules.js';

export const WhitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(WhitelabelNodeSchema),
  }),
);

export const MobileTemplateSchema = z.object({
  app_background: z.string(),
  app_desc: z.string(),
  app_desc_font_color: z.string(),
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
  primary_color: z.string(),
  css_name: z.string(),
});
export type MobileTemplate = z.infer<typeof MobileTemplateSchema>;

export const ResourceSchema = z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string() });
export type Resource = z.infer<typeof ResourceSchema>;

/**
 * A customer-service channel of the merchant: `resourceType` its kind (CS, WHATSAPP, TELEGRAM, EMAIL ...), `title` the
 * operator's name for it, `path` its link (https, mailto: or tel:). The original sent the path encrypted with a key
 * carried in the same value (its last 8 characters), which hides nothing from anyone; here it is the link itself.
 */
export const CustomerServiceSchema = z.object({ title: z.string(), path: z.string(), resourceType: z.string() });
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'affiliateCode',
  'recommenderId',
  'nickname',
  'payeeName',
  'email',
  'mobileNum',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'captcha',
  'verificationCode',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const FieldRuleSchema = z.object({
  acceptedPattern: z.string(),
  minLength: z.number().int().nonnegative(),
  maxLength: z.number().int().positive(),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type FieldRule = z.infer<typeof FieldRuleSchema>;
export const RegisterSettingsSchema = z.object({
  fields: z.partialRecord(z.enum(REGISTER_FIELDS), FieldRuleSchema),
  minimumAge: z.number().int().min(0),
  captchaRequired: z.boolean(),
  /** The merchant's country (ISO 3166-1 alpha-2): mobile-number fields start with its dialing code. */
  country: z.object({ code: z.string().length(2), dialingCode: z.string() }).optional(),
});
export type RegisterSettings = z.infer<typeof RegisterSettingsSchema>;

export const DomainRouteSchema = z.object({ merchantCode: z.string(), host: z.string(), mainDomain: z.string() });
export type DomainRoute = z.infer<typeof DomainRouteSchema>;

export const SystemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  merchantCode: z.string(),
  info: z.object({
    customerService: z.array(CustomerServiceSchema),
    domainRoute: DomainRouteSchema,
    mobileTemplate: MobileTemplateSchema,
    paths: z.record(z.string(), z.string()),
    register: RegisterSettingsSchema,
    resources: z.array(ResourceSchema),
    whitelabel: z.array(WhitelabelNodeSchema),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
  }),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const ConsolidatedSettingsSchema = z.object({
  menu: z.array(WhitelabelNodeSchema),
  mobileTemplate: MobileTemplateSchema,
  languages: z.object({ default: z.enum(LANGUAGE_CODES), supported: z.array(z.enum(LANGUAGE_CODES)) }),
  currency: z.object({
    code: z.string(),
    symbol: z.string(),
    pattern: z.string(),
    decimal: z.string(),
    group: z.string(),
  }),
  features: z.object({ liveModel: z.boolean() }),
});
export type ConsolidatedSettings = z.infer<typeof ConsolidatedSettingsSchema>;

export const CountrySchema = z.object({ code: z.string().length(2), name: z.string(), dialingCode: z.string() });
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

export const OpsMerchantStatusSchema = z.object({
  maintenance: z.boolean().optional(),
  maintenanceMessage: z.string().max(500).nullable().optional(),
  /** ISO 3166-1 alpha-2 codes. */
  blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250).optional(),
  /** IPv4/IPv6 addresses or CIDR ranges. */
  blockedIps: z.array(z.string().min(2).max(64)).max(1000).optional(),
});
export type OpsMerchantStatus = z.infer<typeof OpsMerchantStatusSchema>;

export const OpsWhitelabelFlagsSchema = z.object({ flags: z.record(z.string().regex(/^[A-Z0-9_]+$/), z.boolean()) });
export type OpsWhitelabelFlags = z.infer<typeof OpsWhitelabelFlagsSchema>;

/** Mobile template settings (mem_cen, dep_func, colours ...): the fields given replace theirs, the rest stay. */
export const OpsMobileTemplateSchema = MobileTemplateSchema.partial()
  .strict()
  .refine((t) => Object.keys(t).length > 0, { message: 'no template field given' });
export type OpsMobileTemplate = z.infer<typeof OpsMobileTemplateSchema>;

/** What an operator's status change leaves in place. */
export const OpsMerchantStatusViewSchema = z.object({
  maintenance: z.boolean(),
  maintenanceMessage: z.string().nullable(),
  blockedCountries: z.array(z.string()),
  blockedIps: z.array(z.string()),
});
export type OpsMerchantStatusView = z.infer<typeof OpsMerchantStatusViewSchema>;

const resourceLink = z.string().trim().max(500).refine((u) => isSiteLink(u, 'resource'), 'an http(s) address or a path of this site');
const serviceLink = z.string().trim().max(500).refine((u) => isSiteLink(u, 'service'), 'an http(s), mailto: or tel: link');

/**
 * The merchant's links: download and contact resources (spec part 2 s2) and customer-service channels. A list given
 * replaces the merchant's list; one left out stays. One resource per type.
 */
export const OpsMerchantLinksSchema = z
  .object({
    resources: z
      .array(ResourceSchema.extend({ url: resourceLink }))
      .max(RESOURCE_TYPES.length)
      .refine((rs) => new Set(rs.map((r) => r.resourceType)).size === rs.length, 'one resource per type'),
    customerService: z
      .array(CustomerServiceSchema.extend({ title: z.string().trim().min(1).max(40), path: serviceLink, resourceType: z.string().trim().min(1).max(20) }))
      .max(20),
  })
  .partial()
  .refine((l) => l.resources !== undefined || l.customerService !== undefined, { message: 'give resources or customerService' });
export type OpsMerchantLinks = z.infer<typeof OpsMerchantLinksSchema>;
export const OpsMerchantLinksViewSchema = z.object({ resources: z.array(ResourceSchema), customerService: z.array(CustomerServiceSchema) });
export type OpsMerchantLinksView = z.infer<typeof OpsMerchantLinksViewSchema>;

/** The merchant's country (ISO 3166-1 alpha-2, one of /wps/system/country): the default of every dialing code. */
export const OpsMerchantCountrySchema = z.object({ country: z.string().regex(/^[A-Z]{2}$/) });
export type OpsMerchantCountry = z.infer<typeof OpsMerchantCountrySchema>;

/** Both switch trees after an operator's whitelabel change. */
export const OpsMerchantTreesSchema = z.object({ whitelabel: z.array(WhitelabelNodeSchema), menu: z.array(WhitelabelNodeSchema) });
export type OpsMerchantTrees = z.infer<typeof OpsMerchantTreesSchema>;
