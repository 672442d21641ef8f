import { CALLS, OPS_TOKEN_HEADER, callPath } from '@wps/contract';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

async function decide(path: string, body: object): Promise<void> {
  const res = await fetch(`${base()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [OPS_TOKEN_HEADER]: process.env.E2E_OPS_TOKEN ?? '' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`ops ${path} answered ${res.status}: ${await res.text()}`);
}

/** The operator turns a reward application down, as the back office would. */
export const rejectRewardApplication = (id: number, reason: string, code = 'demo') =>
  decide(callPath(CALLS.opsRejectRewardApplication.path, { code, id }), { reason });

/** The operator approves a reward application, paying `bonus` (major units) when given. */
export const approveRewardApplication = (id: number, bonus?: string, code = 'demo') =>
  decide(callPath(CALLS.opsApproveRewardApplication.path, { code, id }), bonus === undefined ? {} : { bonus });
