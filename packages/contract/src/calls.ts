/** The call table: every call the client makes, with method and path (DESIGN.md "API conventions"). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface CallDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** Needs a member session (Authorization header). */
  readonly auth: boolean;
}

const call = (method: HttpMethod, path: string, auth = false): CallDef => ({ method, path, auth });

export const CALLS = {
  systemStatus: call('GET', '/wps/system/status'),
  systemWhitelabel: call('GET', '/wps/system/whitelabel'),
  systemConsolidated: call('GET', '/wps/system/settings/consolidated'),
  systemDomainRoute: call('GET', '/wps/system/domainRoute'),
  systemCountry: call('GET', '/wps/system/country'),
  systemRegisterSetting: call('GET', '/wps/system/setting/register'),
  login: call('POST', '/wps/session/login'),
  logout: call('DELETE', '/wps/session/logout', true),
  memberInfo: call('GET', '/wps/member/info', true),
  walletGcs: call('GET', '/wps/wallets/gcs', true),
  // Money (issue 5)
  walletTransfer: call('POST', '/wps/relay/GCS_walletTransfer', true),
  txCodeList: call('GET', '/wps/relay/GLS2_TxCodeList', true),
  memberTransaction: call('GET', '/wps/relay/ODS2_MemberTransaction', true),
  memPnl: call('GET', '/wps/relay/ODSFE2_MemPNL', true),
  betRecord: call('GET', '/wps/relay/ODS2_BetRecord', true),
  depositBanks: call('GET', '/wps/relay/MCS2_depositBanksByVendor', true),
  depositPromos: call('GET', '/wps/relay/MCS2_depositPromoList', true),
  acceptPromo: call('POST', '/wps/relay/MCS2_acceptPromo', true),
  depositManual: call('POST', '/wps/transaction/deposit/manual', true),
  depositGateway: call('POST', '/wps/transaction/deposit/gateway', true),
  depositOrder: call('GET', '/wps/transaction/deposit/order', true),
  depositReport: call('GET', '/wps/relay/MCS2_DepositTransactionReport', true),
  withdrawBanks: call('GET', '/wps/relay/MCS2_withdrawBanks', true),
  bankCards: call('GET', '/wps/relay/MCS2_bankCards', true),
  bindBankCard: call('POST', '/wps/member/bankCard', true),
  hasWithdrawalPassword: call('GET', '/wps/member/hasWithdrawalPassword', true),
  paymentPassword: call('POST', '/wps/member/paymentPassword', true),
  paymentPasswordReset: call('POST', '/wps/member/paymentPassword/reset', true),
  withdrawInfo: call('GET', '/wps/transaction/withdraw/info', true),
  withdraw: call('POST', '/wps/transaction/withdraw', true),
  withdrawReport: call('GET', '/wps/relay/MCS2_WithdrawTransactionReport', true),
  securityConfig: call('GET', '/wps/member/securityConfig', true),
  setNickname: call('PUT', '/wps/member/info/nickname', true),
  setEmail: call('PUT', '/wps/member/info/email', true),
  setPayeeName: call('PUT', '/wps/member/info/payeename', true),
  securityQuestions: call('GET', '/wps/member/securityQuestions', true),
  customerSecurityQuestions: call('GET', '/wps/member/customerSecurityQuestions', true),
  setCustomerSecurityQuestions: call('POST', '/wps/member/customerSecurityQuestions', true),
  // Games (issue 4)
  vassGameType: call('GET', '/wps/relay/GCSGAME_getVassGameType'),
  gameList: call('GET', '/wps/relay/GCSGAME_gameList'),
  hotGames: call('GET', '/wps/relay/GCSGAME_hotGamesV2'),
  favouriteAdd: call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', true),
  favouriteRemove: call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', true),
  favouriteIds: call('GET', '/wps/relay/MCSFE_getFavoriteGames', true),
  favouriteList: call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', true),
  recentAdd: call('GET', '/wps/relay/MCS2_addRecentGame', true),
  recentList: call('GET', '/wps/relay/GCS_recentGame', true),
  launchGame: call('GET', '/wps/game/launchGame', true),
  announcements: call('GET', '/wps/relay/MCSFE_getListAnnouncements'),
  lotteryList: call('GET', '/lgw/games/mobile'),
  lotteryPopular: call('GET', '/lgw/games/popular'),
  lotteryNumero: call('GET', '/lotto/lgw/games/opened/numero', true),
  lotteryMenu: call('GET', '/lgw/vn/games/game_menu'),
  lotteryOpenedNumero: call('GET', '/lgw/vn/numeros/opened/game', true),
  lotteryMenuRecent: call('GET', '/lgw/vn/games/game_menu/recent', true),
  inhouseState: call('GET', '/wps/inhouse/state'),
  inhouseBet: call('POST', '/wps/inhouse/bet'),
  // Accounts (issue 3)
  rsaKey: call('GET', '/wps/session/key/rsa'),
  captcha: call('GET', '/wps/captcha'),
  smsNoLogin: call('POST', '/wps/verification/sms/noLogin'),
  smsRegister: call('POST', '/wps/verification/sms/register'),
  register: call('PUT', '/wps/member/register'),
  registerMobile: call('PUT', '/wps/member/register/mobile'),
  checkUsername: call('GET', '/wps/check/username'),
  checkEmail: call('GET', '/wps/check/email'),
  checkAffiliate: call('GET', '/wps/relay/MCS_checkAffiliateCode'),
  trialUser: call('GET', '/wps/member/trialuser'),
  freeplay: call('POST', '/wps/session/login/freeplay'),
  changePassword: call('PUT', '/wps/member/password', true),
  resetPasswordSms: call('POST', '/wps/member/password/verification'),
  emailCode: call('POST', '/wps/verification/email/noLogin'),
  resetPasswordEmail: call('POST', '/wps/member/password/email'),
} as const satisfies Record<string, CallDef>;
export type CallName = keyof typeof CALLS;
