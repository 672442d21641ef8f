/** The spec's numbers (part 1 s9, part 2 s9). Requirements, not tuning knobs. */
export const TOAST_MS = {
  default: 1500,
  saved: 1000,
  short: 3000,
  long: 8000,
  loading: 10_000,
  favouriteLoading: 10_000,
  smsSending: 10_000,
  logoutLoading: 9_999_000,
  loginRequired: 2000,
  freeReject: 2000,
  comingSoon: 3000,
  chatLoading: 9999,
} as const;

export const THROTTLE_MS = { markRead: 150, unreadCount: 250, smsCountdownTick: 500, lazyImage: 300 } as const;

export const LIMITS = {
  imageBytes: 5_242_880,
  images: 3,
  remarks: 140,
  smsCode: 10,
  captcha: 6,
  mobile: 20,
  emailMax: 254,
} as const;

export const PAGE_SIZE = { games: 25, favourites: 25, favouritesAll: 100, recent: 25 } as const;
export const INFINITE_SCROLL = { thresholdPx: 300, minIntervalMs: 1000 } as const;
export const LAZY_IMAGE_THRESHOLD_PX = 100;
export const BANNER = { autoplayMs: 5000, loopMinCount: 2 } as const;
export const BADGE_CAP = 99;
export const PAGE_FADE_MS = 300;
export const HIDDEN_CORNER_TAPS = 5;
export const CHAT_REDIRECT_DELAY_MS = 500;
/** A changed password: the notice shows 1 s, then home (spec part 2 s2). */
export const PASSWORD_CHANGE = { noticeMs: 1000 } as const;
export const VIP_CARDS = 15;

/** Storage keys the spec names. */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  trialUser: 'MC_TRIAL_USER',
  status: 'MC_SYSTEM_STATUS',
  language: 'MC_LANGUAGE',
  theme: 'MC_THEME',
  hideBalance: 'MC_HIDE_BALANCE',
  rememberedLogin: 'MC_REMEMBER_LOGIN',
  autoLogin: 'MC_AUTO_LOGIN',
  bankList: 'MC_BANK_LIST',
  noticePopup: 'NOTICE_POP',
  hideDownloadBar: 'hideDownloadBar',
  testMode: 'MC_TEST_MODE',
} as const;

/** Money default of part 2 s3. */
export const MONEY_DEFAULT = { currency: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } as const;

/** How many security questions a member answers (security centre, spec part 2 "customerSecurityQuestions"). */
export const SECURITY_QUESTION_COUNT = 2;
