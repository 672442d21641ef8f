import { defineModule } from '../../platform/module.js';
import { onWithdrawCheck } from '../withdraw/index.js';
import { kycWithdrawCheck } from './kyc.js';
import { identityOpsRoutes, identityPlayerRoutes, identityPublicRoutes } from './routes.js';

/** Identity (issue 30): head icon, profile fields with their states, KYC documents and the operators' review. */
export const identityModule = defineModule('identity', {
  player: identityPlayerRoutes,
  public: identityPublicRoutes,
  operator: identityOpsRoutes,
});

// Past the merchant's KYC threshold a withdrawal waits for verified identity documents.
onWithdrawCheck(kycWithdrawCheck);

// The domain's events, for subscribers in other modules (the messages module's inbox).
export { kycDecided, type KycDecided } from './events.js';
