import { CALLS, OPS_TOKEN_HEADER, callPath, type OpsMerchantStatus, type OpsMobileTemplate } from '@wps/contract';

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

/** Back to a normal, unrestricted merchant. */
export const resetMerchantStatus = () =>
  setMerchantStatus({ maintenance: false, maintenanceMessage: null, blockedCountries: [], blockedIps: [] });
