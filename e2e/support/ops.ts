import {
  CALLS,
  OPS_TOKEN_HEADER,
  callPath,
  type OpsLoginResult,
  type OpsMerchantLinks,
  type OpsMerchantStatus,
  type OpsMobileTemplate,
  type SystemStatus,
} from '@wps/contract';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The seeded demo operators (README): `admin` holds every role. */
export const DEMO_OPERATOR_PASSWORD = 'Demo@1234';

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${base()}${CALLS.opsLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_OPERATOR_PASSWORD }),
  });
  if (!res.ok) throw new Error(`operator sign-in as ${username} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { value: OpsLoginResult }).value.token;
}

// One session of the admin per worker, as a person at the back office would keep; signed in again if it ended.
let adminToken: Promise<string> | undefined;

/** The raw answer of an operator call made as the demo admin. */
export async function opsFetch(method: string, path: string, body?: unknown): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    adminToken ??= signIn('admin');
    const token = await adminToken;
    const res = await fetch(`${base()}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), [OPS_TOKEN_HEADER]: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== 401 || attempt > 0) return res;
    adminToken = undefined;
  }
}

/** An operator call made as the demo admin; its envelope's value, or an error with the answer. */
export async function opsCall<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await opsFetch(method, path, body);
  if (!res.ok) throw new Error(`ops ${method} ${path} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { value: T }).value;
}

const opsPut = (path: string, body: unknown) => opsCall('PUT', path, body).then(() => undefined);

/** Switch the demo merchant's status through the operator API, as an operator would. */
export const setMerchantStatus = (status: OpsMerchantStatus, code = 'demo') =>
  opsPut(callPath(CALLS.opsMerchantStatus.path, { code }), status);

export const setWhitelabelFlags = (flags: Record<string, boolean>, code = 'demo') =>
  opsPut(callPath(CALLS.opsMerchantWhitelabel.path, { code }), { flags });

/** Mobile template settings, e.g. { mem_cen: '0' } for the classic member-centre look. */
export const setMobileTemplate = (template: OpsMobileTemplate, code = 'demo') => opsPut(callPath(CALLS.opsMerchantTemplate.path, { code }), template);

/** The demo merchant's settings as the status answer has them (to put back what a test changed). */
export async function merchantInfo(): Promise<SystemStatus['info']> {
  const res = await fetch(`${base()}${CALLS.systemStatus.path}`, { headers: { Merchant: 'demo' } });
  return ((await res.json()) as { value: SystemStatus }).value.info;
}

/** Download resources and / or customer-service channels; a list given replaces the merchant's. */
export const setMerchantLinks = (links: OpsMerchantLinks, code = 'demo') => opsPut(callPath(CALLS.opsMerchantLinks.path, { code }), links);

/** Back to a normal, unrestricted merchant. */
export const resetMerchantStatus = () =>
  setMerchantStatus({ maintenance: false, maintenanceMessage: null, blockedCountries: [], blockedIps: [] });

/** Switches one of the demo merchant's game vendors on or off (the operator's vendor switch). */
export const setVendorEnabled = (vendor: string, enabled: boolean, code = 'demo') =>
  opsPut(callPath(CALLS.opsUpdateVendor.path, { code, vendor }), { enabled });
