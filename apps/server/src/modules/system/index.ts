import type { Executor } from '../../db/client.js';
import { defineModule } from '../../platform/module.js';
import type { MerchantLookup } from '../../platform/tenant.js';
import { merchantRepo } from './repo.js';
import { systemOpsRoutes, systemPublicRoutes, systemSiteRoutes } from './routes.js';

export { COUNTRIES } from './countries.js';
export { opsMerchant } from './operator.js';

/** A merchant's settings by id, for work that starts from a stored row rather than a request (event subscribers). */
export const merchantById = (db: Executor, id: number) => merchantRepo.findById(db, id);

/** The merchants behind the tenant hook (app.ts hands them to platform/tenant.ts). */
export const merchantLookup: MerchantLookup = merchantRepo;

export const systemModule = defineModule('system', { site: systemSiteRoutes, public: systemPublicRoutes, operator: systemOpsRoutes });
