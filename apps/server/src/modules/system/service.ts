import {
  MONEY_DEFAULT,
  type ConsolidatedSettings,
  type DomainRoute,
  type SystemStatus,
} from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import type { Access } from '../../platform/access.js';
import type { TenantResolver } from '../../platform/tenant.js';

/** The caller's host when it is one of the merchant's routes, else the merchant's first route. */
export async function getDomainRoute(tenants: TenantResolver, merchant: Merchant, host: string): Promise<DomainRoute> {
  const hosts = await tenants.routeHosts(merchant.id);
  const wanted = host.toLowerCase();
  const route = hosts.find((h) => h === wanted) ?? hosts[0];
  return { merchantCode: merchant.code, host: route ?? host, mainDomain: merchant.mainDomain };
}

/** Everything the client needs before its first screen, in one answer (cached by the client). */
export async function getStatus(tenants: TenantResolver, merchant: Merchant, access: Access, host: string): Promise<SystemStatus> {
  return {
    status: access.status,
    maintenance: access.maintenance,
    regionRestriction: access.regionRestricted,
    maintenanceMessage: merchant.maintenanceMessage,
    merchantCode: merchant.code,
    info: {
      customerService: merchant.customerService,
      domainRoute: await getDomainRoute(tenants, merchant, host),
      mobileTemplate: merchant.mobileTemplate,
      paths: merchant.paths,
      register: merchant.registerSettings,
      resources: merchant.resources,
      whitelabel: merchant.whitelabel,
      mainDomain: merchant.mainDomain,
      imageCDNs: merchant.imageCdns,
    },
    location: { ip: access.ip, country: access.country },
  };
}

export function getConsolidated(merchant: Merchant): ConsolidatedSettings {
  return {
    menu: merchant.menu,
    mobileTemplate: merchant.mobileTemplate,
    languages: { default: merchant.defaultLanguage, supported: merchant.supportedLanguages },
    currency: {
      code: merchant.currency,
      symbol: merchant.currencySymbol,
      pattern: MONEY_DEFAULT.pattern,
      decimal: MONEY_DEFAULT.decimal,
      group: MONEY_DEFAULT.group,
    },
    features: { liveModel: merchant.liveModel },
  };
}
