import { z } from 'zod';
import { DaySchema, MoneySchema } from '../common.js';
import { LANGUAGE_CODES, LANGUAGES } from '../languages.js';
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

/** The merchant's languages: the one a new visitor gets and those offered; the default is one of the offered. */
export const OpsMerchantLanguagesViewSchema = z.object({
  defaultLanguage: z.enum(LANGUAGE_CODES),
  supportedLanguages: z.array(z.enum(LANGUAGE_CODES)),
});
export type OpsMerchantLanguagesView = z.infer<typeof OpsMerchantLanguagesViewSchema>;
export const OpsMerchantLanguagesSchema = z
  .object({
    defaultLanguage: z.enum(LANGUAGE_CODES),
    supportedLanguages: z
      .array(z.enum(LANGUAGE_CODES))
      .min(1)
      .max(LANGUAGES.length)
      .refine((ls) => new Set(ls).size === ls.length, 'each language once'),
  })
  .refine((l) => l.supportedLanguages.includes(l.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'the default language must be one of the supported languages',
  });
export type OpsMerchantLanguages = z.infer<typeof OpsMerchantLanguagesSchema>;

/**
 * Everything the system domain's PUT calls change, as it is now (the back office shows it before a change), and the
 * countries the region and country pickers offer.
 */
export const OpsMerchantSettingsSchema = z.object({
  code: z.string(),
  name: z.string(),
  status: OpsMerchantStatusViewSchema,
  whitelabel: z.array(WhitelabelNodeSchema),
  menu: z.array(WhitelabelNodeSchema),
  mobileTemplate: MobileTemplateSchema,
  links: OpsMerchantLinksViewSchema,
  /** The merchant's country (the default dialing code), null when none is set. */
  country: z.object({ code: z.string().length(2), dialingCode: z.string() }).nullable(),
  languages: OpsMerchantLanguagesViewSchema,
  currency: z.object({ code: z.string(), symbol: z.string() }),
  countries: CountryListSchema,
});
export type OpsMerchantSettings = z.infer<typeof OpsMerchantSettingsSchema>;

/** The dashboard's range: UTC days, by default the last DASHBOARD_DEFAULT_DAYS up to today, at most DASHBOARD_MAX_DAYS. */
export const DASHBOARD_DEFAULT_DAYS = 14;
export const DASHBOARD_MAX_DAYS = 92;
export const OpsDashboardQuerySchema = z.object({ from: DaySchema.optional(), to: DaySchema.optional() });
export type OpsDashboardQuery = z.infer<typeof OpsDashboardQuerySchema>;

const MoneyCountSchema = z.object({ amount: MoneySchema, count: z.number().int() });
/**
 * A day's (or the range's) figures, money as decimal strings. Trial accounts (play money) are left out.
 * - deposits: credited orders (amount without bonus) by the time they were credited;
 * - withdrawals: paid orders by the time they were paid;
 * - stakes, payouts, rounds: rounds settled that day; ggr = stakes - payouts;
 * - bonuses: bonuses and rewards paid through the ledger; netRevenue = ggr - bonuses;
 * - activePlayers: members with a settled round or a credited deposit (the range's total counts each member once);
 * - newPlayers: members registered.
 */
export const DashboardFiguresSchema = z.object({
  deposits: MoneyCountSchema,
  withdrawals: MoneyCountSchema,
  stakes: MoneySchema,
  payouts: MoneySchema,
  rounds: z.number().int(),
  ggr: MoneySchema,
  bonuses: MoneySchema,
  netRevenue: MoneySchema,
  activePlayers: z.number().int(),
  newPlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof DashboardFiguresSchema>;
export const DashboardDaySchema = DashboardFiguresSchema.extend({ day: DaySchema });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;
export const OpsDashboardSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  currency: z.string(),
  /** Every day of the range, oldest first (days without activity have zeros). */
  days: z.array(DashboardDaySchema),
  totals: DashboardFiguresSchema,
  /** The queues as they are now. */
  pending: z.object({
    deposits: z.number().int(),
    withdrawals: z.number().int(),
    rewardApplications: z.number().int(),
    /** Balance adjustments waiting for a second operator's decision. */
    adjustments: z.number().int(),
  }),
  /** When the figures were read (ISO time). */
  asOf: z.string(),
});
export type OpsDashboard = z.infer<typeof OpsDashboardSchema>;
