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
} as const satisfies Record<string, CallDef>;
export type CallName = keyof typeof CALLS;
