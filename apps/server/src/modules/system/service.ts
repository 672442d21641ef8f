import {
  MONEY_DEFAULT,
  type ConsolidatedSettings,
  type DomainRoute,
  type SystemStatus,
} from '@wps/contract';
import type { Db } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import type { Access } from '../../platform/access.js';
import { merchantRepo } from './repo.js';

export async function getDomainRoute(db: Db, merchant: Merchant, host: string): Promise<DomainRoute> {
  const route = await merchantRepo.findRoute(db, merchant.id, host);
  return { merchantCode: merchant.code, host: route?.host ?? host, mainDomain: merchant.mainDomain };
}

/** Everything the client needs before its first screen, in one answer (cached by the client). */
export async function getStatus(db: Db, merchant: Merchant, access: Access, host: string): Promise<SystemStatus> {
  return {
    status: access.status,
    maintenance: access.maintenance,
    regionRestriction: access.regionRestricted,
    maintenanceMessage: merchant.maintenanceMessage,
    merchantCode: merchant.code,
    info: {
      customerService: merchant.customerService,
      domainRoute: await getDomainRoute(db, merchant, host),
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
