import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, HUB88_SIGNATURE_HEADER } from '@wps/contract';
import type { VendorIntegration } from '../../../db/schema.js';
import { AppError } from '../../../platform/envelope.js';
import { signBody } from '../../../platform/rsa-signature.js';
import { outboundFetch } from '../../../platform/outbound-url.js';

/** How long the operator waits for the aggregator (launch, reconciliation) before telling the caller it is busy. */
export const AGGREGATOR_TIMEOUT_MS = 10_000;

/**
 * One signed call to the aggregator (RSA-SHA256 over the exact body with the operator's private key). Unreachable,
 * a non-2xx answer or an answer that is not the protocol's: BUSY (503, "try again"), logged with the vendor.
 */
export async function callAggregator<S extends z.ZodType>(
  app: FastifyInstance,
  integration: VendorIntegration,
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const raw = JSON.stringify(body);
  const failed = (why: string) => {
    app.log.warn({ vendor: integration.vendor, path, why }, 'aggregator call failed');
    return new AppError(ErrorCode.BUSY, { detail: `aggregator of ${integration.vendor}: ${why}` });
  };
  let res: Response;
  try {
    // The address is checked again on every call (platform/outbound-url.ts): a refused one sends nothing.
    res = await outboundFetch(app, integration.aggregatorUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: signBody(integration.operatorPrivateKey, raw) },
      body: raw,
      signal: AbortSignal.timeout(AGGREGATOR_TIMEOUT_MS),
    });
  } catch (err) {
    throw failed(err instanceof Error ? err.message : 'unreachable');
  }
  if (!res.ok) throw failed(`HTTP ${res.status}`);
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw failed('not a protocol answer');
  return parsed.data;
}
