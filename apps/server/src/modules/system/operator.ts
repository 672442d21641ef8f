import {
  ErrorCode,
  type MobileTemplate,
  type OpsMerchantCountry,
  type OpsMerchantLanguages,
  type OpsMerchantLanguagesView,
  type OpsMerchantLinks,
  type OpsMerchantLinksView,
  type OpsMerchantSettings,
  type OpsMerchantStatus,
  type OpsMerchantStatusView,
  type OpsMerchantTrees,
  type OpsMobileTemplate,
  type OpsWhitelabelFlags,
  type RegisterSettings,
  type WhitelabelNode,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { isValidCidr } from '../../platform/cidr.js';
import { AppError } from '../../platform/envelope.js';
import { COUNTRIES } from './countries.js';
import { merchantRepo } from './repo.js';

/** The merchant an operator call names by code; NOT_FOUND when there is none. */
export async function opsMerchant(db: Executor, code: string): Promise<Merchant> {
  const merchant = await merchantRepo.findByCode(db, code);
  if (!merchant) throw new AppError(ErrorCode.NOT_FOUND);
  return merchant;
}

export const statusView = (m: Merchant): OpsMerchantStatusView => ({
  maintenance: m.maintenance,
  maintenanceMessage: m.maintenanceMessage,
  blockedCountries: m.blockedCountries,
  blockedIps: m.blockedIps,
});

/** Sets maintenance and region restriction; omitted fields keep their value. */
export async function updateMerchantStatus(db: Db, code: string, input: OpsMerchantStatus): Promise<OpsMerchantStatusView> {
  const merchant = await opsMerchant(db, code);
  const bad = (input.blockedIps ?? [])
    .map((ip, i) => ({ ip, i }))
    .filter(({ ip }) => !isValidCidr(ip))
    .map(({ ip, i }) => ({ field: `blockedIps.${i}`, message: `not an IP address or CIDR range: ${ip}` }));
  if (bad.length > 0) throw new AppError(ErrorCode.VALIDATION, { value: bad });

  const patch: Parameters<typeof merchantRepo.update>[2] = {};
  if (input.maintenance !== undefined) patch.maintenance = input.maintenance;
  if (input.maintenanceMessage !== undefined) patch.maintenanceMessage = input.maintenanceMessage;
  if (input.blockedCountries !== undefined) patch.blockedCountries = [...new Set(input.blockedCountries)];
  if (input.blockedIps !== undefined) patch.blockedIps = input.blockedIps.map((s) => s.trim());
  const updated = Object.keys(patch).length > 0 ? await merchantRepo.update(db, merchant.id, patch) : merchant;
  return statusView(updated ?? merchant);
}

/** Copy of the tree with `enabled` set on every node named in flags; records which names were found. */
function applyFlags(nodes: readonly WhitelabelNode[], flags: Record<string, boolean>, seen: Set<string>): WhitelabelNode[] {
  return nodes.map((n) => {
    const on = flags[n.modId];
    if (on !== undefined) seen.add(n.modId);
    return {
      ...n,
      enabled: on === undefined ? n.enabled : on ? '1' : '0',
      childrenNodes: applyFlags(n.childrenNodes, flags, seen),
    };
  });
}

/**
 * Switches whitelabel flags or menu module keys by modId: both trees are searched, since an operator thinks of
 * "DIRECTREG3" and "PTSYS3" alike as switches. A name found in neither is refused.
 */
export async function updateWhitelabel(
  db: Db,
  code: string,
  input: OpsWhitelabelFlags,
): Promise<OpsMerchantTrees> {
  const merchant = await opsMerchant(db, code);
  const seen = new Set<string>();
  const whitelabel = applyFlags(merchant.whitelabel, input.flags, seen);
  const menu = applyFlags(merchant.menu, input.flags, seen);
  const unknown = Object.keys(input.flags).filter((k) => !seen.has(k));
  if (unknown.length > 0) {
    throw new AppError(ErrorCode.VALIDATION, {
      value: unknown.map((k) => ({ field: `flags.${k}`, message: 'unknown module id' })),
    });
  }
  const updated = await merchantRepo.update(db, merchant.id, { whitelabel, menu });
  return { whitelabel: updated?.whitelabel ?? whitelabel, menu: updated?.menu ?? menu };
}

/** Changes mobile template settings (mem_cen selects the member-centre look, dep_func the deposit look). */
export async function updateMobileTemplate(db: Db, code: string, input: OpsMobileTemplate): Promise<MobileTemplate> {
  const merchant = await opsMerchant(db, code);
  const mobileTemplate = { ...merchant.mobileTemplate, ...input };
  const updated = await merchantRepo.update(db, merchant.id, { mobileTemplate });
  return updated?.mobileTemplate ?? mobileTemplate;
}

/** Replaces the merchant's resources and / or customer-service channels (the contract checked every link). */
export async function updateLinks(db: Db, code: string, input: OpsMerchantLinks): Promise<OpsMerchantLinksView> {
  const merchant = await opsMerchant(db, code);
  const patch: Parameters<typeof merchantRepo.update>[2] = {};
  if (input.resources) patch.resources = input.resources;
  if (input.customerService) patch.customerService = input.customerService;
  const updated = (await merchantRepo.update(db, merchant.id, patch)) ?? merchant;
  return { resources: updated.resources, customerService: updated.customerService };
}

/** Sets the merchant's country, one of the offered countries: its dialing code is where mobile fields start. */
export async function updateCountry(db: Db, code: string, input: OpsMerchantCountry): Promise<RegisterSettings> {
  const merchant = await opsMerchant(db, code);
  const country = COUNTRIES.find((c) => c.code === input.country);
  if (!country) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'country', message: 'not an offered country' }] });
  const registerSettings = { ...merchant.registerSettings, country: { code: country.code, dialingCode: country.dialingCode } };
  return ((await merchantRepo.update(db, merchant.id, { registerSettings })) ?? merchant).registerSettings;
}

/** The merchant's languages as the player's settings answer them. */
export const languagesView = (m: Merchant): OpsMerchantLanguagesView => ({
  defaultLanguage: m.defaultLanguage,
  supportedLanguages: m.supportedLanguages,
});

/** Sets the player site's default and supported languages (the contract checked the default is among them). */
export async function updateLanguages(db: Db, code: string, input: OpsMerchantLanguages): Promise<OpsMerchantLanguagesView> {
  const merchant = await opsMerchant(db, code);
  const patch = { defaultLanguage: input.defaultLanguage, supportedLanguages: input.supportedLanguages };
  return languagesView((await merchantRepo.update(db, merchant.id, patch)) ?? merchant);
}

/** Everything the PUT calls above change, as it is now, and the countries to pick from. */
export function merchantSettings(m: Merchant): OpsMerchantSettings {
  return {
    code: m.code,
    name: m.name,
    status: statusView(m),
    whitelabel: m.whitelabel,
    menu: m.menu,
    mobileTemplate: m.mobileTemplate,
    links: { resources: m.resources, customerService: m.customerService },
    country: m.registerSettings.country ?? null,
    languages: languagesView(m),
    currency: { code: m.currency, symbol: m.currencySymbol },
    countries: COUNTRIES,
  };
}
