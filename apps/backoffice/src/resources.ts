import type { CALLS } from '@wps/contract';
import { MONEY_LIMITS } from '@wps/contract';

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
} as const;
export type GroupName = keyof typeof GROUPS;

export const RESOURCES = {
  dashboard: { route: '/', one: 'opsDashboard' },

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

  operators: { route: '/operators', group: 'admin', list: 'opsOperators', create: 'opsCreateOperator', update: 'opsUpdateOperator' },
  securitySettings: { route: '/security', group: 'admin', one: 'opsSecuritySettings', update: 'opsUpdateSecuritySettings' },
  audit: { route: '/audit', group: 'admin', list: 'opsAudit' },

  maintenance: { route: '/settings/maintenance', group: 'settings', one: 'opsMerchantSettings', update: 'opsMerchantStatus' },

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
