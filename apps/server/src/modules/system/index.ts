import { defineModule } from '../../platform/module.js';
import type { MerchantLookup } from '../../platform/tenant.js';
import { merchantRepo } from './repo.js';
import { systemOpsRoutes, systemPublicRoutes, systemSiteRoutes } from './routes.js';

export { COUNTRIES } from './countries.js';
export { opsMerchant } from './operator.js';

/** The merchants behind the tenant hook (app.ts hands them to platform/tenant.ts). */
export const merchantLookup: MerchantLookup = merchantRepo;

export const systemModule = defineModule('system', { site: systemSiteRoutes, public: systemPublicRoutes, operator: systemOpsRoutes });
