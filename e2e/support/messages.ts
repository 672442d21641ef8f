import { CALLS, callPath as path, type OpsInboxMessage, type OpsNotice } from '@wps/contract';
import { opsCall as ops } from './ops.js';

/** Sends an inbox message as the operator would. */
export const sendInboxMessage = (m: OpsInboxMessage) => ops<{ id: number }>(CALLS.opsSendMessage.method, path(CALLS.opsSendMessage.path, { code: 'demo' }), m);

/** Publishes a notice; remove it again with deleteNotice so later journeys do not see it. */
export const createNotice = (n: OpsNotice) => ops<{ id: number }>(CALLS.opsCreateNotice.method, path(CALLS.opsCreateNotice.path, { code: 'demo' }), n);

export const deleteNotice = (id: number) => ops<null>(CALLS.opsDeleteNotice.method, path(CALLS.opsDeleteNotice.path, { code: 'demo', id: String(id) }));
