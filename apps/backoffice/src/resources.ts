import type { CALLS } from '@wps/contract';
import { CONTRACT_PAGE_SIZE, JOB_RUN_PAGE_SIZE, MALL_PAGE_SIZE, MISSION_PAGE_SIZE, MONEY_LIMITS, RAFFLE_PAGE_SIZE, REFERRAL_PAGE_SIZE, REWARD_PAGE_SIZE } from '@wps/contract';

type CallName = keyof typeof CALLS;

/**
 * Every resource of the back office and the operator calls behind it: the one table to extend. The data provider
 * (providers/data-provider.ts) turns Refine's operations into these calls, the access-control provider allows an
 * action when the operator holds one of its call's roles (from the contract), and app/pages.tsx gives each routed
 * resource its lazily loaded page. Adding a resource: an entry here, its page there, its texts in both locale files
 * (`<name>.title` and the menu's `<name>.<name>`).
 */
export interface ResourceDef {
  /** The page's path under /admin (routed resources; omitted for resources only other pages use). */
  route?: string;
  /** The menu group it sits in (a key of GROUPS). */
  group?: GroupName;
  /** Not in the menu (reached from another page or the user menu). */
  hidden?: boolean;
  /** Refine's getList: a page call (`{ list, pageNo, totalPages, totalCount }`) or a plain array (paged here). */
  list?: CallName;
  /** getOne: a single object (settings); the id is ignored. */
  one?: CallName;
  create?: CallName;
  /** update: the row's id fills the path's `idParam`. */
  update?: CallName;
  /** deleteOne: the row's id fills the path's `idParam`. */
  remove?: CallName;
  /** Other actions by name (approve, reject ...): `useOpsAction(resource, action)` and `<CanAccess action=...>`. */
  actions?: Readonly<Record<string, CallName>>;
  /** The field that identifies a row (default `id`), and the path param it fills (default the same name). */
  idField?: string;
  idParam?: string;
  /** The server's page size when the list call takes no `pageSize` (its pages are cut here to Refine's size). */
  fixedPageSize?: number;
}

/** Menu groups (Refine parents without a page of their own). */
export const GROUPS = {
  finance: {},
  admin: {},
  settings: {},
  support: {},
  content: {},
  agents: {},
  gaming: {},
} as const;
export type GroupName = keyof typeof GROUPS;

export const RESOURCES = {
  dashboard: { route: '/', one: 'opsDashboard' },

  // Members (support; finance and risk read, only support locks, only finance issues a reward): the search, a member's
  // page (status, actions) and its history tabs, each a list of its own whose call's path takes the member's id.
  members: { route: '/members', list: 'opsMembers', create: 'opsCreateMember' },
  member: {
    route: '/members/:id',
    hidden: true,
    one: 'opsMember',
    actions: {
      lock: 'opsLockMember',
      unlock: 'opsUnlockMember',
      resetPassword: 'opsResetMemberPassword',
      signOut: 'opsSignOutMember',
      message: 'opsSendMessage',
      issueReward: 'opsIssueReward',
    },
  },
  memberLedger: { hidden: true, list: 'opsMemberLedger' },
  memberRounds: { hidden: true, list: 'opsMemberRounds' },
  memberSessions: { hidden: true, list: 'opsMemberSessions' },
  memberLogins: { hidden: true, list: 'opsMemberLogins' },
  memberMessages: { hidden: true, list: 'opsMemberMessages' },
  // The member's bonuses and their turnover (a plain array, newest first); finance lifts an open one with a reason.
  memberTurnover: { hidden: true, list: 'opsMemberTurnover', actions: { waive: 'opsWaiveTurnover' } },
  // The member's points (history page with the balance; finance and support adjust, audited).
  memberPoints: { hidden: true, list: 'opsMemberPoints', one: 'opsMemberPoints', actions: { adjust: 'opsAdjustPoints' }, fixedPageSize: MALL_PAGE_SIZE },

  deposits: {
    route: '/finance/deposits',
    group: 'finance',
    list: 'opsDeposits',
    actions: { approve: 'opsApproveDeposit', reject: 'opsRejectDeposit' },
    idField: 'orderNo',
    fixedPageSize: MONEY_LIMITS.recordsPage,
  },
  withdrawals: {
    route: '/finance/withdrawals',
    group: 'finance',
    list: 'opsWithdrawals',
    actions: { approve: 'opsApproveWithdrawal', reject: 'opsRejectWithdrawal', context: 'opsWithdrawalContext' },
    idField: 'orderNo',
    fixedPageSize: MONEY_LIMITS.recordsPage,
  },
  // Finance beyond the queues: manual balance adjustments (two operators), the reconciliation by day, the reward
  // applications (support and finance; pictures fetched one by one), the deposit channels' switches, the turnover rules.
  adjustments: {
    route: '/finance/adjustments',
    group: 'finance',
    list: 'opsAdjustments',
    create: 'opsRequestAdjustment',
    actions: { approve: 'opsApproveAdjustment', reject: 'opsRejectAdjustment' },
  },
  reconciliation: { route: '/finance/reconciliation', group: 'finance', one: 'opsReconcileDays' },
  rewardApplications: {
    route: '/finance/reward-applications',
    group: 'finance',
    list: 'opsRewardApplications',
    actions: { approve: 'opsApproveRewardApplication', reject: 'opsRejectRewardApplication', image: 'opsRewardApplicationImage' },
  },
  depositChannels: { route: '/finance/deposit-channels', group: 'finance', list: 'opsDepositChannels', update: 'opsUpdateDepositChannel', idField: 'code', idParam: 'channelCode' },
  // A QR wallet channel's merchant credentials, edited from the channels page (secrets write-only; finance).
  depositChannelCredentials: { hidden: true, one: 'opsQrChannelCredentials', update: 'opsUpdateQrChannelCredentials', idField: 'channelCode', idParam: 'channelCode' },
  // Deposit promotions: listed ones and hidden bonus codes, with their uses (finance).
  depositPromos: {
    route: '/finance/deposit-promos',
    group: 'finance',
    list: 'opsDepositPromos',
    create: 'opsCreateDepositPromo',
    update: 'opsUpdateDepositPromo',
    idParam: 'promoId',
  },
  // What a bonus of each source asks to be wagered before a withdrawal (finance edits; risk reads).
  turnoverRules: { route: '/finance/turnover-rules', group: 'finance', list: 'opsTurnoverRules', update: 'opsUpdateTurnoverRule', idField: 'source' },
  // The reward centre's rewards of every member, newest first (finance, support, risk); a member's Rewards tab reads
  // the same list by account name. Finance issues one from the member's page (member.issueReward).
  rewards: { route: '/finance/rewards', group: 'finance', list: 'opsRewards', fixedPageSize: REWARD_PAGE_SIZE },
  // Where each periodic VIP benefit lands (wallet or reward centre), and the scheduled jobs' runs with "run now" (finance).
  vipBenefits: { route: '/finance/vip-benefits', group: 'finance', list: 'opsVipBenefitRules', update: 'opsUpdateVipBenefitRule', idField: 'benefit' },
  // "Run now" runs a VIP job (run) or an agent settlement (settle): every job the contract names a run call for.
  jobRuns: { route: '/finance/job-runs', group: 'finance', list: 'opsJobRuns', actions: { run: 'opsRunJob', settle: 'opsRunAgentSettlement' }, fixedPageSize: JOB_RUN_PAGE_SIZE },
  // Raffles (finance): new, change and cancel until drawn, the draw once the entries closed (audited), and
  // the members entered with their tickets (a list whose call's path takes the raffle's id).
  raffles: {
    route: '/finance/raffles',
    group: 'finance',
    list: 'opsRaffles',
    create: 'opsCreateRaffle',
    update: 'opsUpdateRaffle',
    actions: { cancel: 'opsCancelRaffle', draw: 'opsDrawRaffle' },
    fixedPageSize: RAFFLE_PAGE_SIZE,
  },
  raffleEntries: { hidden: true, list: 'opsRaffleEntries', fixedPageSize: RAFFLE_PAGE_SIZE },
  // Invite friends: every invitee with its inviter and status (finance, support, risk); the referral rule above the list
  // (finance edits, risk reads).
  referrals: { route: '/finance/referrals', group: 'finance', list: 'opsReferrals', fixedPageSize: REFERRAL_PAGE_SIZE },
  referralRule: { hidden: true, one: 'opsReferralRule', update: 'opsUpdateReferralRule' },
  // Points mall orders, newest first (finance, support): physical goods are shipped, delivered or cancelled here.
  mallOrders: { route: '/finance/mall-orders', group: 'finance', list: 'opsMallOrders', actions: { act: 'opsMallOrderAction' }, fixedPageSize: MALL_PAGE_SIZE },

  // Agents (issue 12): the agent tree with rebate and quota (finance, risk), the contracts with finance's override
  // (finance, support, risk read), the salary and dividend statements with "run settlement" (finance runs).
  agentTree: {
    route: '/agents/tree',
    group: 'agents',
    list: 'opsAgentTree',
    update: 'opsUpdateAgent',
    idField: 'memberId',
    idParam: 'id',
    // The server's operator page of agents (apps/server/src/modules/agent/ops-service.ts).
    fixedPageSize: 50,
  },
  // Finance also makes a top-level agent's contract with the merchant (create).
  agentContracts: {
    route: '/agents/contracts',
    group: 'agents',
    list: 'opsAgentContracts',
    create: 'opsCreateAgentContract',
    update: 'opsOverrideAgentContract',
    fixedPageSize: CONTRACT_PAGE_SIZE,
  },
  agentStatements: {
    route: '/agents/settlement',
    group: 'agents',
    list: 'opsAgentStatements',
    actions: { run: 'opsRunAgentSettlement' },
    fixedPageSize: CONTRACT_PAGE_SIZE,
  },
  // Which hosts serve only the member site or only the agent site (finance, risk; audited).
  agentSiteHosts: { route: '/agents/site-hosts', group: 'agents', list: 'opsAgentSiteHosts', actions: { set: 'opsSetAgentSiteHost' }, idField: 'host' },

  // Game vendors and lottery (issue 11). The aggregator connection of each vendor (finance: it holds keys and decides
  // where money moves) and its daily reconciliation against the aggregator's records (the page's list is the vendors
  // to pick; the run is a read); the TCG lottery's games, periods and orders (finance, risk, support read; finance
  // and risk void a period).
  vendorIntegrations: { route: '/gaming/vendors', group: 'gaming', list: 'opsVendorIntegrations', update: 'opsUpdateVendorIntegration', idField: 'vendor' },
  vendorReconciliation: { route: '/gaming/vendor-reconciliation', group: 'gaming', list: 'opsVendorIntegrations', actions: { run: 'opsReconcileVendor' }, idField: 'vendor' },
  // Transfers with the transfer-mode vendors (AG, PT, SABA): finance and risk read them and a member's last known
  // vendor balances; finance checks a PENDING one with the aggregator now (audited).
  transfers: { route: '/gaming/transfers', group: 'gaming', list: 'opsTransfers', actions: { check: 'opsCheckTransfer', balances: 'opsTransferBalances' } },
  lottery: { route: '/gaming/lottery', group: 'gaming', list: 'opsLotteryGames', idField: 'gameId' },
  lotteryPeriods: { hidden: true, list: 'opsLotteryPeriods', actions: { void: 'opsVoidLotteryPeriod' }, idField: 'periodId' },
  lotteryOrders: { hidden: true, list: 'opsLotteryPeriodOrders', idField: 'orderId' },

  operators: { route: '/operators', group: 'admin', list: 'opsOperators', create: 'opsCreateOperator', update: 'opsUpdateOperator' },
  securitySettings: { route: '/security', group: 'admin', one: 'opsSecuritySettings', update: 'opsUpdateSecuritySettings' },
  audit: { route: '/audit', group: 'admin', list: 'opsAudit' },
  // Responsible gaming (issue 29, risk): members under each tool, a member's limits, break and history; lengthening a
  // break is audited (the server refuses to shorten one).
  rgMembers: { route: '/responsible-gaming', group: 'admin', list: 'opsRgMembers', actions: { member: 'opsRgMember', extend: 'opsRgExtend' }, idField: 'memberId' },
  // KYC review (issue 30, risk): the cases by state, one case with its documents side by side; approve or reject with
  // a reason (audited, the member told in the inbox); the merchant's identity rules below the list.
  kycCases: { route: '/kyc', group: 'admin', list: 'opsKycCases', actions: { approve: 'opsApproveKyc', reject: 'opsRejectKyc', rules: 'opsUpdateIdentitySettings' }, idField: 'memberId' },
  // Given-up domain-event deliveries (admin, risk): the list, the subscribers with trouble, a retry of one (audited)
  // and of every given-up one of a subscriber.
  eventDeliveries: {
    route: '/event-deliveries',
    group: 'admin',
    list: 'opsEventDeliveries',
    actions: { retry: 'opsRetryEventDelivery', retryAll: 'opsRetryEventDeliveries', subscribers: 'opsEventDeliverySubscribers' },
  },

  maintenance: { route: '/settings/maintenance', group: 'settings', one: 'opsMerchantSettings', update: 'opsMerchantStatus' },
  whitelabel: { route: '/settings/whitelabel', group: 'settings', one: 'opsMerchantSettings', update: 'opsMerchantWhitelabel' },
  mobileTemplate: { route: '/settings/template', group: 'settings', one: 'opsMerchantSettings', update: 'opsMerchantTemplate' },
  siteLanguages: { route: '/settings/languages', group: 'settings', one: 'opsMerchantSettings', update: 'opsMerchantLanguages' },
  siteLinks: {
    route: '/settings/links',
    group: 'settings',
    one: 'opsMerchantSettings',
    update: 'opsMerchantLinks',
    actions: { country: 'opsMerchantCountry' },
  },

  outbox: { route: '/support/outbox', group: 'support', list: 'opsOutboxPage' },
  // Live chat (issue 31): the support inbox; answers, read marks and closing are audited calls.
  chat: {
    route: '/support/chat',
    group: 'support',
    list: 'opsChatConversations',
    actions: { send: 'opsChatSend', read: 'opsChatRead', close: 'opsChatClose', claim: 'opsChatClaim' },
  },
  // The support team's canned answers per language (picked in the live chat), and members' feedback answered into
  // their inbox with the content's word bounds (issue 31).
  cannedAnswers: { route: '/support/canned', group: 'support', list: 'opsChatCanned', create: 'opsCreateChatCanned', remove: 'opsDeleteChatCanned' },
  feedback: {
    route: '/support/feedback',
    group: 'support',
    list: 'opsFeedbackList',
    actions: { answer: 'opsFeedbackAnswer', bounds: 'opsSetFeedbackBounds' },
  },
  // The live hosts of CBS_modelList (content role).
  liveHosts: {
    route: '/content/live-hosts',
    group: 'content',
    list: 'opsLiveHosts',
    create: 'opsCreateLiveHost',
    update: 'opsUpdateLiveHost',
    remove: 'opsDeleteLiveHost',
  },

  // Content: banners, notices, promotions (the editor is its own page), the game catalogue and vendors, VIP levels.
  banners: {
    route: '/content/banners',
    group: 'content',
    list: 'opsBanners',
    create: 'opsCreateBanner',
    update: 'opsUpdateBanner',
    remove: 'opsDeleteBanner',
    // A picture from the operator's computer, checked and kept under its content hash (issue 33, item 29).
    actions: { upload: 'opsUploadBannerPicture' },
  },
  notices: { route: '/content/notices', group: 'content', list: 'opsNotices', create: 'opsCreateNotice', update: 'opsUpdateNotice', remove: 'opsDeleteNotice' },
  lobbyNews: {
    route: '/content/lobby-news',
    group: 'content',
    list: 'opsLobbyNews',
    create: 'opsCreateLobbyNews',
    update: 'opsUpdateLobbyNews',
    remove: 'opsDeleteLobbyNews',
  },
  promotions: {
    route: '/content/promotions',
    group: 'content',
    list: 'opsPromotions',
    one: 'opsPromotion',
    create: 'opsCreatePromotion',
    update: 'opsUpdatePromotion',
    remove: 'opsDeletePromotion',
  },
  promotionEditor: { route: '/content/promotions/:id', hidden: true, one: 'opsPromotion', create: 'opsCreatePromotion', update: 'opsUpdatePromotion' },
  games: { route: '/content/games', group: 'content', list: 'opsGames', update: 'opsUpdateGame' },
  vendors: { hidden: true, list: 'opsVendors', update: 'opsUpdateVendor', idField: 'vendor' },
  vipLevels: { route: '/content/vip-levels', group: 'content', list: 'opsVipLevels', update: 'opsUpdateVipLevel', idField: 'level' },
  // Missions (content: list, new, change, switch; audited) and who completed them.
  missions: {
    route: '/content/missions',
    group: 'content',
    list: 'opsMissions',
    create: 'opsCreateMission',
    update: 'opsUpdateMission',
    actions: { enable: 'opsEnableMission' },
    fixedPageSize: MISSION_PAGE_SIZE,
  },
  missionCompletions: { route: '/content/mission-completions', group: 'content', list: 'opsMissionCompletions', fixedPageSize: MISSION_PAGE_SIZE },
  // The points mall's catalogue (content edits and switches; finance and support read).
  mallItems: { route: '/content/mall-items', group: 'content', list: 'opsMallItems', create: 'opsCreateMallItem', update: 'opsUpdateMallItem' },

  // My account (the user menu): the operator's own sessions, password, two-factor and API keys.
  account: {
    route: '/account',
    hidden: true,
    one: 'opsMe',
    actions: {
      changePassword: 'opsChangePassword',
      totpSetup: 'opsTotpSetup',
      totpConfirm: 'opsTotpConfirm',
      totpDisable: 'opsTotpDisable',
    },
  },
  sessions: { hidden: true, list: 'opsSessions', actions: { signOutEverywhere: 'opsSignOutEverywhere' } },
  apiKeys: { hidden: true, list: 'opsApiKeys', create: 'opsCreateApiKey', remove: 'opsRevokeApiKey' },
} as const satisfies Record<string, ResourceDef>;

export type ResourceName = keyof typeof RESOURCES;

export function resourceDef(name: string): ResourceDef {
  const def = (RESOURCES as Record<string, ResourceDef>)[name];
  if (!def) throw new Error(`unknown resource ${name}`);
  return def;
}

export const isResource = (name: string): name is ResourceName => Object.hasOwn(RESOURCES, name);
export const isGroup = (name: string): name is GroupName => Object.hasOwn(GROUPS, name);

/**
 * The call behind an action of a resource: Refine's list / show / create / edit / delete, or one of its own actions.
 * `list` of a resource without a list call is its page (its `one`, else its `update`).
 */
export function callOf(name: string, action: string): CallName | undefined {
  const def = resourceDef(name);
  switch (action) {
    case 'list':
      return def.list ?? def.one ?? def.update;
    case 'show':
      return def.one ?? def.list;
    case 'create':
      return def.create;
    case 'edit':
      return def.update;
    case 'delete':
      return def.remove;
    default:
      return def.actions?.[action];
  }
}
