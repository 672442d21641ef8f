import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  HUB88_AGGREGATOR_PATHS,
  HUB88_SIGNATURE_HEADER,
  Hub88TransferAnswerSchema,
  hub88SubPartnerId,
  hub88ToMinor,
  minorToHub88,
  type Hub88Status,
  type Hub88TransferAnswer,
} from '@wps/contract';
import type { VendorIntegration, WalletTransfer } from '../../db/schema.js';
import { signBody } from '../../platform/rsa-signature.js';
import { OutboundRefused, outboundFetch } from '../../platform/outbound-url.js';

// The operator's client of the aggregator's TransferWallet API: signed calls, and what their answers mean for money.

/** Wire `user`: the member id, "m" and at least 4 digits (no personal data). */
export const wireUser = (memberId: number): string => `m${String(memberId).padStart(4, '0')}`;

/**
 * What a call settled: `ok` (RS_OK), `refused` (a definite error: the aggregator did not move the money), or `unknown`
 * (timeout, network error, RS_ERROR_UNKNOWN, an answer we cannot read): the money may or may not have moved, so only
 * a later status check may decide.
 */
export type RemoteOutcome =
  | { kind: 'ok'; answer: Hub88TransferAnswer }
  | { kind: 'refused'; status: Hub88Status; answer: Hub88TransferAnswer }
  | { kind: 'unknown'; reason: string };

/** Immediate resends of a call that failed before any answer (a reset connection), within the same time budget. */
const NETWORK_RETRIES = 2;

/**
 * One signed call. Every call here is idempotent on the aggregator (a transfer by its transaction_uuid, which a
 * status check voids before the operator gives up on it), so a connection that failed without an answer is resent
 * at once, while time is left; past the timeout the outcome stays unknown.
 */
async function post(app: FastifyInstance, vendor: VendorIntegration, path: string, body: object, timeoutMs: number): Promise<RemoteOutcome> {
  const text = JSON.stringify(body);
  const signal = AbortSignal.timeout(timeoutMs);
  let reason = '';
  for (let attempt = 0; attempt <= NETWORK_RETRIES && !signal.aborted; attempt++) {
    try {
      const res = await outboundFetch(app, `${vendor.aggregatorUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(vendor.operatorPrivateKey, text) },
        body: text,
        signal,
      });
      const parsed = Hub88TransferAnswerSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) return { kind: 'unknown', reason: `HTTP ${res.status}: unreadable answer` };
      const answer = parsed.data;
      if (answer.status === 'RS_OK') return { kind: 'ok', answer };
      if (answer.status === 'RS_ERROR_UNKNOWN') return { kind: 'unknown', reason: answer.status };
      return { kind: 'refused', status: answer.status, answer };
    } catch (err) {
      // Aborted by the timeout, a reset or refused connection, a server that is not listening yet: not known.
      reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      // An address the outbound rule refuses was never called: nothing moved there, and resending changes nothing.
      if (err instanceof OutboundRefused) break;
    }
  }
  app.log.warn({ vendor: vendor.vendor, path, reason }, 'transfer wallet call without an answer');
  return { kind: 'unknown', reason };
}

/** Deposit (main -> vendor) or withdraw (vendor -> main) of a transfer row, by its transaction_uuid. */
export function sendTransfer(app: FastifyInstance, vendor: VendorIntegration, t: WalletTransfer): Promise<RemoteOutcome> {
  const path = t.direction === 'deposit' ? HUB88_AGGREGATOR_PATHS.transferDeposit : HUB88_AGGREGATOR_PATHS.transferWithdraw;
  return post(
    app,
    vendor,
    path,
    {
      operator_id: vendor.operatorId,
      sub_partner_id: hub88SubPartnerId(vendor.merchantId),
      user: wireUser(t.memberId),
      transaction_uuid: t.transactionUuid,
      request_uuid: randomUUID(),
      product: t.vendor,
      currency: t.currency,
      amount: minorToHub88(t.amount),
    },
    app.config.transferWallet.timeoutMs,
  );
}

/** Whether the aggregator applied a transaction_uuid: COMPLETED, NOT_FOUND (and it will not apply it later), or unknown. */
export async function transferStatus(app: FastifyInstance, vendor: VendorIntegration, t: WalletTransfer): Promise<'COMPLETED' | 'NOT_FOUND' | null> {
  const out = await post(
    app,
    vendor,
    HUB88_AGGREGATOR_PATHS.transferStatus,
    { operator_id: vendor.operatorId, sub_partner_id: hub88SubPartnerId(vendor.merchantId), transaction_uuid: t.transactionUuid, request_uuid: randomUUID(), product: t.vendor },
    app.config.transferWallet.timeoutMs,
  );
  return out.kind === 'ok' ? (out.answer.transaction_status ?? null) : null;
}

/** The member's balance at the vendor, minor units; null when the aggregator did not answer (in the short time). */
export async function remoteBalance(app: FastifyInstance, vendor: VendorIntegration, memberId: number, currency: string): Promise<bigint | null> {
  const out = await post(
    app,
    vendor,
    HUB88_AGGREGATOR_PATHS.transferBalance,
    { operator_id: vendor.operatorId, sub_partner_id: hub88SubPartnerId(vendor.merchantId), user: wireUser(memberId), request_uuid: randomUUID(), product: vendor.vendor, currency },
    app.config.transferWallet.balanceTimeoutMs,
  );
  if (out.kind !== 'ok' || out.answer.balance === undefined) return null;
  return hub88ToMinor(out.answer.balance);
}
