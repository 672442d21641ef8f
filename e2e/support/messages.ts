import { CALLS, OPS_TOKEN_HEADER, type OpsInboxMessage, type OpsNotice } from '@wps/contract';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const headers = (withBody: boolean): Record<string, string> => ({
  ...(withBody ? { 'content-type': 'application/json' } : {}),
  [OPS_TOKEN_HEADER]: process.env.E2E_OPS_TOKEN ?? '',
});
const path = (p: string, params: Record<string, string>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`:${k}`, encodeURIComponent(v)), p);

async function ops<T>(method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base()}${p}`, { method, headers: headers(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!res.ok) throw new Error(`ops ${method} ${p} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { value: T }).value;
}

/** Sends an inbox message as the operator would. */
export const sendInboxMessage = (m: OpsInboxMessage) => ops<{ id: number }>(CALLS.opsSendMessage.method, path(CALLS.opsSendMessage.path, { code: 'demo' }), m);

/** Publishes a notice; remove it again with deleteNotice so later journeys do not see it. */
export const createNotice = (n: OpsNotice) => ops<{ id: number }>(CALLS.opsCreateNotice.method, path(CALLS.opsCreateNotice.path, { code: 'demo' }), n);

export const deleteNotice = (id: number) => ops<null>(CALLS.opsDeleteNotice.method, path(CALLS.opsDeleteNotice.path, { code: 'demo', id: String(id) }));
