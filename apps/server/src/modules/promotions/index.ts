import { defineModule } from '../../platform/module.js';
import { promotionPlayerRoutes, promotionPublicRoutes, promotionsOpsRoutes } from './routes.js';

export const promotionsModule = defineModule('promotions', {
  player: promotionPlayerRoutes,
  public: promotionPublicRoutes,
  operator: promotionsOpsRoutes,
});

// The domain's events, for subscribers in other modules.
export { publishRewardPaid, rewardDecided, rewardPaid, type RewardDecided, type RewardPaid } from './events.js';
// The promotion figures of the operator's dashboard (system module).
export { promotionStats } from './stats-repo.js';
// The LOGIN promo counter (rewards module).
export { signInCounter } from './sign-in.js';
// The strict HTML allow-list, for other operator-written content (the messages module's lobby news).
export { sanitizeHtml } from './sanitize.js';
// Picture checks and re-encoding, for other uploads (the chat module's pictures, head icons and KYC documents).
export { acceptPicture, acceptPictureBytes, type PictureShape, type StoredImage } from './images.js';
