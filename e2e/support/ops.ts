import {
  CALLS,
  OPS_TOKEN_HEADER,
  callPath,
  type OpsMerchantLinks,
  type OpsMerchantStatus,
  type OpsMobileTemplate,
  type SystemStatus,
} from '@wps/contract';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

async function opsPut(path: string, body: unknown): Promise<void> {
  const res = await fetch(`${base()}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: process.env.E2E_OPS_TOKEN ?? '' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`ops ${path} answered ${res.status}: ${await res.text()}`);
}

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
