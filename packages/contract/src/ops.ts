import { z } from 'zod';
import { MobileTemplateSchema } from './system.js';

/**
 * Operator API (`/ops/...`, header X-Ops-Token). Used by `npm run ops` and by end-to-end tests to change
 * tenant settings on a running server: PGlite allows one process per data directory, so nothing may need a
 * database console.
 */
export const OPS_TOKEN_HEADER = 'X-Ops-Token';

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

export const OPS_CALLS = {
  merchantStatus: { method: 'PUT', path: '/ops/merchants/:code/status' },
  merchantWhitelabel: { method: 'PUT', path: '/ops/merchants/:code/whitelabel' },
  merchantTemplate: { method: 'PUT', path: '/ops/merchants/:code/template' },
} as const;
