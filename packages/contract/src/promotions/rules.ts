

// s3, s5; part 1 s5 "Reward application").

/** Category tabs in the spec's order; "all" is the client's own tab and always shows. */
export const PROMO_CATEGORIES = [
  'new_player',
  'deposit_promo',
  'app_download',
  'rng_promo',
  'live_promo',
  'pvp_promo',
  'sport_promo',
  'fish_promo',
  'lotto_promo',
  'rebate_promo',
  'player_rank_rules',
  'point_mall',
  'other_promo',
] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

/** Promo counter keys (spec part 2 s2); the receiving-centre count is the sum of the last five. */
export const PROMO_COUNTER_KEYS = ['LOGIN', 'MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET'] as const;

/** A member's application for a promotion: pending, turned down (may apply again) or paid. */
export const APPLICATION_STATUSES = ['applying', 'rejected', 'issued'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Image types accepted for reward pictures, by MIME type as a browser reports it (the server checks magic bytes). */
export const REWARD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
/** The banner of a promotion's detail is its announcement image with this sequence. */
export const PROMO_BANNER_SEQUENCE = 2;

/** Daily sign-in rewards by day of the 7-day cycle, minor units; the promotion keyed SIGN_IN_PROMOTION_KEY switches it. */
export const SIGN_IN_REWARDS_MINOR = [100, 200, 300, 500, 800, 1000, 2000] as const;
export const SIGN_IN_PROMOTION_KEY = 'daily-sign-in';

/**
 * The home app-bonus hint (part 2 s2 "Promotions"): shown while an app-download promotion runs in the list the caller
 * sees (the member's promotions when logged in, the public ones otherwise); it leads to the first such promotion.
 */
export function appBonusPromotion<P extends { category: string }>(promotions: readonly P[] | undefined): P | null {
  return promotions?.find((p) => p.category === 'app_download') ?? null;
}
