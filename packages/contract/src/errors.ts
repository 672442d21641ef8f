// Error codes and their i18n message keys, zod-free so the browser's first load can use them.

/** Stable error codes carried in `errorCode`; HTTP status is also truthful. */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  NOT_FOUND: 'NOT_FOUND',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  SESSION_EXPIRED: 'SESSION_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  FREE_REJECT: 'FREE_REJECT',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  ACCOUNT_DISABLED: 'ACCOUNT_DISABLED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  RATE_LIMITED: 'RATE_LIMITED',
  /** Something changed at the same time (a concurrent write won): refresh and try again. */
  CONFLICT: 'CONFLICT',
  // The meanings CONFLICT used to carry, each its own code (HTTP 409).
  /** A request id or idempotency key used again for a different request (amount, card, stake, game...). */
  REQUEST_REUSED: 'REQUEST_REUSED',
  /** A deposit or withdrawal order that is no longer pending (already paid, failed, rejected...). */
  ORDER_CLOSED: 'ORDER_CLOSED',
  /** A game round already settled (or voided) with another outcome. */
  ROUND_CLOSED: 'ROUND_CLOSED',
  /** The member already joined or applied for this promotion (pending or paid). */
  ALREADY_APPLIED: 'ALREADY_APPLIED',
  /** A reward application already approved or rejected. */
  ALREADY_DECIDED: 'ALREADY_DECIDED',
  /** The member already signed in today. */
  ALREADY_SIGNED_IN: 'ALREADY_SIGNED_IN',
  /** The bank card is already bound. */
  CARD_ALREADY_BOUND: 'CARD_ALREADY_BOUND',
  /** The payee name is set once; only an operator may change it. */
  PAYEE_NAME_SET: 'PAYEE_NAME_SET',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  MERCHANT_UNKNOWN: 'MERCHANT_UNKNOWN',
  MAINTENANCE: 'MAINTENANCE',
  REGION_RESTRICTED: 'REGION_RESTRICTED',
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  INTERNAL: 'INTERNAL',
  // Money (issue 5)
  PAYMENT_PASSWORD_WRONG: 'PAYMENT_PASSWORD_WRONG',
  PAYMENT_PASSWORD_LOCKED: 'PAYMENT_PASSWORD_LOCKED',
  PAYMENT_PASSWORD_REQUIRED: 'PAYMENT_PASSWORD_REQUIRED',
  BANK_CARD_REQUIRED: 'BANK_CARD_REQUIRED',
  LOGIN_PASSWORD_WRONG: 'LOGIN_PASSWORD_WRONG',
  // Accounts (issue 3)
  ENCRYPTION_REQUIRED: 'ENCRYPTION_REQUIRED',
  ACCOUNT_LOCKED: 'ACCOUNT_LOCKED',
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  MOBILE_TAKEN: 'MOBILE_TAKEN',
  INVITATION_INVALID: 'INVITATION_INVALID',
  /** Registration through an unknown or deleted affiliate link (spec: "Referrer link error"). */
  AFFILIATE_LINK_INVALID: 'AFFILIATE_LINK_INVALID',
  /** Login on an agent site by a non-agent, or on a member site by an agent (spec: "Non-member or non-agent cannot log in"). */
  SITE_KIND_REFUSED: 'SITE_KIND_REFUSED',
  /** Launching a game of a vendor the merchant switched off (or one not connected): a clear message, no recent entry. */
  VENDOR_DISABLED: 'VENDOR_DISABLED',
  VERIFICATION_INVALID: 'VERIFICATION_INVALID',
  PASSWORD_SAME: 'PASSWORD_SAME',
  FEATURE_DISABLED: 'FEATURE_DISABLED',
  /**
   * The SMS or e-mail gateway did not take the message. No longer answered by the server (messages leave after the
   * commit and are retried); kept for clients that know it.
   */
  DELIVERY_FAILED: 'DELIVERY_FAILED',
  // Platform protection (issue 9)
  /** The server is saturated (embedded database queue, image work): try again after Retry-After. */
  BUSY: 'BUSY',
  /** The request did not arrive whole in time (slow or stalled client). */
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  /** Request line or headers over the server's limit. */
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  /** Not parseable as HTTP (bad framing, bad Transfer-Encoding, garbage). */
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  // Operators (issue 13)
  /** The operator has two-factor: send the authenticator's code with the password. */
  OTP_REQUIRED: 'OTP_REQUIRED',
  /** The authenticator code is wrong, expired or already used. */
  OTP_INVALID: 'OTP_INVALID',
  /** The merchant requires two-factor and this session has not passed it: enrol first. */
  TOTP_REQUIRED: 'TOTP_REQUIRED',
  /** Dual approval: the second approval must come from another operator. */
  SAME_OPERATOR: 'SAME_OPERATOR',
  // Rewards (issue 14)
  /** A bonus's turnover is not met yet: `value` says how much is wagered of how much (TurnoverOpen). */
  TURNOVER_OPEN: 'TURNOVER_OPEN',
  /** The reward was claimed already (this tap or another). */
  ALREADY_CLAIMED: 'ALREADY_CLAIMED',
  /** The reward's time to claim is over. */
  REWARD_EXPIRED: 'REWARD_EXPIRED',
  // Points mall (issue 14)
  /** The item has no stock left. */
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  /** The member's points do not cover the price (or an adjustment would take them below zero). */
  NOT_ENOUGH_POINTS: 'NOT_ENOUGH_POINTS',
  /** The member already redeemed this item as often as its limit allows. */
  LIMIT_REACHED: 'LIMIT_REACHED',
  /** The item is switched off. */
  ITEM_CLOSED: 'ITEM_CLOSED',
  // Raffles (issue 14)
  /** The raffle's entry window is over (or it was cancelled): its tickets can no longer be entered. */
  RAFFLE_CLOSED: 'RAFFLE_CLOSED',
  /**
   * The reward's tickets do not all fit under the raffle's cap per member: nothing is entered and the reward stays
   * waiting; `value` says the cap, the tickets entered, how many more fit and the reward's tickets (RaffleTicketsFull).
   */
  RAFFLE_TICKETS_FULL: 'RAFFLE_TICKETS_FULL',
  /** The raffle cannot be drawn or changed now: drawn already, cancelled, or still open for entries. */
  RAFFLE_NOT_DRAWABLE: 'RAFFLE_NOT_DRAWABLE',
  // Lottery orders (issue 11)
  /** The lottery period is closed (or drawn, or voided): no new orders, no cancels. */
  LOTTERY_PERIOD_CLOSED: 'LOTTERY_PERIOD_CLOSED',
  // Responsible gaming (issue 29): one code per rule; the limits' `value` is RgLimitRefusal, the breaks' RgBlockRefusal.
  /** A deposit would pass one of the member's deposit limits: refused before any order exists. */
  RG_DEPOSIT_LIMIT: 'RG_DEPOSIT_LIMIT',
  /** A bet would pass one of the member's loss limits (settled losses, open stakes and this stake). */
  RG_LOSS_LIMIT: 'RG_LOSS_LIMIT',
  /** A bet would pass one of the member's wager limits. */
  RG_WAGER_LIMIT: 'RG_WAGER_LIMIT',
  /** The member is taking a time-out: no login, no play, no deposit until it ends. */
  RG_TIMED_OUT: 'RG_TIMED_OUT',
  /** The member excluded themself: no login, no play, no deposit until it ends (or ever). */
  RG_SELF_EXCLUDED: 'RG_SELF_EXCLUDED',
  /** A time-out or exclusion can only be lengthened, never shortened or lifted. */
  RG_CANNOT_SHORTEN: 'RG_CANNOT_SHORTEN',
  /**
   * The member's session time limit is reached: the sessions end, and login, launch and play are refused until the
   * pause after it is over (`value` RgBlockRefusal: until when).
   */
  RG_SESSION_LIMIT: 'RG_SESSION_LIMIT',
  /** A reality check is due: the next bet waits until the member answers it (continue or stop). */
  RG_REALITY_CHECK: 'RG_REALITY_CHECK',
  // Identity (issue 30)
  /** The withdrawal waits for verified identity documents (past the merchant's KYC threshold). */
  KYC_REQUIRED: 'KYC_REQUIRED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * i18n key of the message sent with each code (server texts of spec part 2 s8).
 * The client translates `message`; unknown keys fall back to err_unknown.
 */
export const ERROR_MESSAGE_KEYS: Record<ErrorCode, string> = {
  VALIDATION: 'err_format',
  NOT_FOUND: 'err_url_empty',
  NOT_LOGGED_IN: 'err_not_logged_in',
  SESSION_EXPIRED: 'err_logged_out',
  FORBIDDEN: 'err_no_permission',
  FREE_REJECT: 'free_reject',
  // One text for an unknown account and a wrong password (no user enumeration).
  INVALID_CREDENTIALS: 'err_account_or_password',
  ACCOUNT_DISABLED: 'err_user_not_exist',
  CAPTCHA_REQUIRED: 'err_captcha_required',
  CAPTCHA_INVALID: 'err_verification_code',
  RATE_LIMITED: 'err_rate_limited',
  CONFLICT: 'err_conflict',
  REQUEST_REUSED: 'err_request_reused',
  ORDER_CLOSED: 'err_order_closed',
  ROUND_CLOSED: 'err_round_closed',
  ALREADY_APPLIED: 'err_already_applied',
  ALREADY_DECIDED: 'err_already_decided',
  ALREADY_SIGNED_IN: 'err_already_signed_in',
  CARD_ALREADY_BOUND: 'err_card_already_bound',
  PAYEE_NAME_SET: 'err_payee_name_set',
  PAYLOAD_TOO_LARGE: 'err_payload_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'err_format',
  MERCHANT_UNKNOWN: 'err_no_permission',
  MAINTENANCE: 'err_maintenance',
  REGION_RESTRICTED: 'err_region',
  INSUFFICIENT_FUNDS: 'err_insufficient_funds',
  INTERNAL: 'err_unknown',
  PAYMENT_PASSWORD_WRONG: 'err_payment_password_wrong',
  PAYMENT_PASSWORD_LOCKED: 'err_payment_password_locked',
  PAYMENT_PASSWORD_REQUIRED: 'err_payment_password_required',
  BANK_CARD_REQUIRED: 'err_bank_card_required',
  LOGIN_PASSWORD_WRONG: 'err_login_password_wrong',
  ENCRYPTION_REQUIRED: 'err_format',
  // A generic text every screen has (the in-session password forms live in several client features).
  ACCOUNT_LOCKED: 'err_rate_limited',
  USERNAME_TAKEN: 'err_username_exists',
  MOBILE_TAKEN: 'err_mobile_exists',
  INVITATION_INVALID: 'invitation_code_error',
  AFFILIATE_LINK_INVALID: 'err_affiliate_link',
  SITE_KIND_REFUSED: 'err_site_kind',
  VENDOR_DISABLED: 'err_vendor_disabled',
  VERIFICATION_INVALID: 'err_verification_code',
  PASSWORD_SAME: 'err_password_same',
  FEATURE_DISABLED: 'err_no_permission',
  DELIVERY_FAILED: 'err_delivery_failed',
  BUSY: 'err_busy',
  REQUEST_TIMEOUT: 'err_timeout',
  HEADERS_TOO_LARGE: 'err_format',
  MALFORMED_REQUEST: 'err_format',
  // Only operators meet these; the back office translates its codes itself.
  OTP_REQUIRED: 'err_verification_code',
  OTP_INVALID: 'err_verification_code',
  TOTP_REQUIRED: 'err_no_permission',
  SAME_OPERATOR: 'err_conflict',
  TURNOVER_OPEN: 'err_turnover_open',
  ALREADY_CLAIMED: 'err_already_claimed',
  REWARD_EXPIRED: 'err_reward_expired',
  OUT_OF_STOCK: 'err_out_of_stock',
  NOT_ENOUGH_POINTS: 'err_not_enough_points',
  LIMIT_REACHED: 'err_limit_reached',
  ITEM_CLOSED: 'err_item_closed',
  RAFFLE_CLOSED: 'err_raffle_closed',
  RAFFLE_TICKETS_FULL: 'err_raffle_tickets_full',
  RAFFLE_NOT_DRAWABLE: 'err_conflict',
  LOTTERY_PERIOD_CLOSED: 'err_lottery_closed',
  RG_DEPOSIT_LIMIT: 'err_rg_deposit_limit',
  RG_LOSS_LIMIT: 'err_rg_loss_limit',
  RG_WAGER_LIMIT: 'err_rg_wager_limit',
  RG_TIMED_OUT: 'err_rg_timed_out',
  RG_SELF_EXCLUDED: 'err_rg_self_excluded',
  RG_CANNOT_SHORTEN: 'err_rg_cannot_shorten',
  RG_SESSION_LIMIT: 'err_rg_session_limit',
  RG_REALITY_CHECK: 'err_rg_reality_check',
  KYC_REQUIRED: 'err_kyc_required',
};

export const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION: 422,
  NOT_FOUND: 404,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  FREE_REJECT: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DISABLED: 403,
  CAPTCHA_REQUIRED: 401,
  CAPTCHA_INVALID: 422,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  REQUEST_REUSED: 409,
  ORDER_CLOSED: 409,
  ROUND_CLOSED: 409,
  ALREADY_APPLIED: 409,
  ALREADY_DECIDED: 409,
  ALREADY_SIGNED_IN: 409,
  CARD_ALREADY_BOUND: 409,
  PAYEE_NAME_SET: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MERCHANT_UNKNOWN: 400,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 403,
  INSUFFICIENT_FUNDS: 409,
  INTERNAL: 500,
  PAYMENT_PASSWORD_WRONG: 422,
  PAYMENT_PASSWORD_LOCKED: 429,
  PAYMENT_PASSWORD_REQUIRED: 409,
  BANK_CARD_REQUIRED: 409,
  LOGIN_PASSWORD_WRONG: 422,
  ENCRYPTION_REQUIRED: 400,
  ACCOUNT_LOCKED: 429,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  INVITATION_INVALID: 422,
  AFFILIATE_LINK_INVALID: 422,
  SITE_KIND_REFUSED: 403,
  VENDOR_DISABLED: 403,
  VERIFICATION_INVALID: 422,
  PASSWORD_SAME: 422,
  FEATURE_DISABLED: 403,
  DELIVERY_FAILED: 502,
  BUSY: 503,
  REQUEST_TIMEOUT: 408,
  HEADERS_TOO_LARGE: 431,
  MALFORMED_REQUEST: 400,
  OTP_REQUIRED: 401,
  OTP_INVALID: 422,
  TOTP_REQUIRED: 403,
  SAME_OPERATOR: 409,
  TURNOVER_OPEN: 409,
  ALREADY_CLAIMED: 409,
  REWARD_EXPIRED: 409,
  OUT_OF_STOCK: 409,
  NOT_ENOUGH_POINTS: 409,
  LIMIT_REACHED: 409,
  ITEM_CLOSED: 409,
  RAFFLE_CLOSED: 409,
  RAFFLE_TICKETS_FULL: 409,
  RAFFLE_NOT_DRAWABLE: 409,
  LOTTERY_PERIOD_CLOSED: 409,
  RG_DEPOSIT_LIMIT: 409,
  RG_LOSS_LIMIT: 409,
  RG_WAGER_LIMIT: 409,
  RG_TIMED_OUT: 403,
  RG_SELF_EXCLUDED: 403,
  RG_CANNOT_SHORTEN: 409,
  RG_SESSION_LIMIT: 403,
  RG_REALITY_CHECK: 409,
  KYC_REQUIRED: 403,
};

export type Envelope<T> =
  | { success: true; value: T }
  | { success: false; errorCode: ErrorCode; message: string; value?: unknown };
